import { Form, Link } from "react-router";
import { formatMoney } from "#core/domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { ProductPageData } from "../routes/product.server.ts";

/**
 * A sold-out set's or bundle's parts that can be bought on their own (issue 36 item 3): each with a plain
 * form to this page's add-to-cart action (the quantity one set holds), so it works without JavaScript.
 */
export function SetParts({ parts, words }: { parts: ProductPageData["setParts"]; words: { title: string; intro: string } }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="linked-items set-parts" aria-labelledby="set-parts-title">
      <h2 id="set-parts-title">{words.title}</h2>
      <p>{words.intro}</p>
      <ul>
        {parts.map((part) => (
          <li key={part.sku} className="linked-item">
            <img src={part.image.src} srcSet={part.image.srcSet} sizes="96px" alt="" width={96} height={93} loading="lazy" />
            <span className="linked-item__name">
              <span className="linked-item__qty">{t("product.quantity", { qty: part.qty })}</span> <Link to={part.href}>{part.name}</Link>
            </span>
            <span className="linked-item__price">{formatMoney(part.price.final, store.i18n)}</span>
            <Form method="post" reloadDocument preventScrollReset className="set-parts__add">
              <input type="hidden" name="sku" value={part.sku} />
              <input type="hidden" name="qty" value={part.qty} />
              <button type="submit" className="button button--primary">
                {t("cart.add")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
