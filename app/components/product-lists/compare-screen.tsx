import type { CSSProperties } from "react";
import { Link } from "react-router";
import { formatMeasurement } from "#core/domain/money.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { Price } from "../price.tsx";
import { useProductCards, type CompareCard } from "./use-product-cards.ts";
import { WishlistToggle } from "./wishlist-toggle.tsx";

/** The comparison (SPEC §2): up to 4 products side by side, one row per attribute any of them has. */
export function CompareScreen() {
  const t = useT();
  const store = useStoreView();
  const compare = useProductLists((s) => s.compare);
  const ready = useProductLists((s) => s.store !== null);
  const toggle = useProductLists((s) => s.toggleCompare);
  const clear = useProductLists((s) => s.clearCompare);
  const cards = useProductCards<CompareCard>(store.storeCode, compare, { compare: true });
  const products = cards.items.filter((c) => compare.includes(c.sku));
  const attributeCodes = [...new Set(products.flatMap((p) => p.attributes.map((a) => a.code)))];
  const measurementCodes = [...new Set(products.flatMap((p) => p.measurements.map((m) => m.code)))];
  const rows: { key: string; label: string; value: (p: CompareCard) => string }[] = [
    { key: "brand", label: t("compare.brand"), value: (p) => p.brand },
    ...attributeCodes.map((code) => ({ key: code, label: t(`product.attribute.${code}`), value: (p: CompareCard) => p.attributes.find((a) => a.code === code)?.label ?? "–" })),
    ...measurementCodes.map((code) => ({
      key: code,
      label: t(`product.measurement.${code}`),
      value: (p: CompareCard) => {
        const m = p.measurements.find((x) => x.code === code);
        return m ? formatMeasurement(m.value, code === "weight_kg" ? "kilogram" : "centimeter", store.i18n) : "–";
      },
    })),
    { key: "stock", label: t("compare.stock"), value: (p) => t(`product.stock.${p.stock}`) },
  ];
  return (
    <section className="compare">
      <h1>{t("compare.title")}</h1>
      {!ready || (cards.status === "loading" && products.length === 0 && compare.length > 0) ? (
        <p aria-busy="true">{t("compare.loading")}</p>
      ) : compare.length === 0 ? (
        <p>{t("compare.empty")}</p>
      ) : cards.status === "failed" ? (
        <p role="alert">{t("wishlist.failed")}</p>
      ) : (
        <>
          <div className="compare__scroll" tabIndex={0} role="region" aria-label={t("compare.title")}>
            <table className="compare__table" style={{ "--columns": products.length } as CSSProperties}>
              <thead>
                <tr>
                  <td />
                  {products.map((p) => (
                    <th key={p.sku} scope="col">
                      <img src={p.image.src} srcSet={p.image.srcSet} sizes="155px" alt="" width={155} height={150} loading="lazy" />
                      <Link to={p.href}>{p.name}</Link>
                      <Price price={p.price} />
                      <span className="compare__actions">
                        <WishlistToggle sku={p.sku} name={p.name} />
                        <button type="button" className="button" onClick={() => toggle(p.sku)} aria-label={t("compare.remove", { name: p.name })}>
                          {t("compare.removeShort")}
                        </button>
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {products.map((p) => (
                      <td key={p.sku}>{row.value(p)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="button" onClick={clear}>
            {t("compare.clear")}
          </button>
        </>
      )}
    </section>
  );
}
