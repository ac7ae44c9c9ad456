import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "#core/domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { ProductPageData } from "../routes/product.server.ts";

/** A product that comes with another (a set's item, a sold-out set's part): picture, quantity, name, price, then what follows. */
export function LinkedItem({ item, children }: { item: ProductPageData["groupedItems"][number]; children: ReactNode }) {
  const t = useT();
  const store = useStoreView();
  return (
    <li className="linked-item">
      <img src={item.image.src} srcSet={item.image.srcSet} sizes="96px" alt="" width={96} height={93} loading="lazy" />
      <span className="linked-item__name">
        <span className="linked-item__qty">{t("product.quantity", { qty: item.qty })}</span> <Link to={item.href}>{item.name}</Link>
      </span>
      <span className="linked-item__price">{formatMoney(item.price.final, store.i18n)}</span>
      {children}
    </li>
  );
}
