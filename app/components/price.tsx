import { formatMoney } from "#core/domain/money.ts";
import type { ProductCardView } from "#core/catalog/product-card.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";

export function Price({ price }: { price: ProductCardView["price"] }) {
  const store = useStoreView();
  const t = useT();
  const money = (amount: number) => formatMoney(amount, store.i18n);
  if (price.special === null) {
    return (
      <p className="price">
        <span className="price__final">{money(price.final)}</span>
      </p>
    );
  }
  return (
    <p className="price price--special">
      <span className="price__final">
        <span className="visually-hidden">{t("product.priceNow", { price: "" })}</span>
        {money(price.final)}
      </span>{" "}
      <s className="price__original">
        <span className="visually-hidden">{t("product.priceWas", { price: "" })}</span>
        {money(price.original)}
      </s>
      {price.discountPercent !== null && <span className="price__discount"> {t("product.discount", { percent: price.discountPercent })}</span>}
      {price.showLowest30 && price.lowest30 !== null && (
        <span className="price__lowest">{t("product.lowestPrice30", { price: money(price.lowest30) })}</span>
      )}
    </p>
  );
}
