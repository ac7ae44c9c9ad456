import { Form } from "react-router";
import { useT } from "../i18n/use-shell.ts";
import type { ProductPageData } from "../routes/product.server.ts";
import { LinkedItem } from "./linked-item.tsx";

/**
 * A sold-out set's or bundle's parts that can be bought on their own (issue 36 item 3): each with a plain
 * form to this page's add-to-cart action (the quantity one set holds), so it works without JavaScript.
 */
export function SetParts({ parts, words }: { parts: ProductPageData["setParts"]; words: { title: string; intro: string } }) {
  const t = useT();
  return (
    <section className="linked-items set-parts" aria-labelledby="set-parts-title">
      <h2 id="set-parts-title">{words.title}</h2>
      <p>{words.intro}</p>
      <ul>
        {parts.map((part) => (
          <LinkedItem key={part.sku} item={part}>
            <Form method="post" reloadDocument preventScrollReset className="set-parts__add">
              <input type="hidden" name="sku" value={part.sku} />
              <input type="hidden" name="qty" value={part.qty} />
              <button type="submit" className="button button--primary">
                {t("cart.add")}
              </button>
            </Form>
          </LinkedItem>
        ))}
      </ul>
    </section>
  );
}
