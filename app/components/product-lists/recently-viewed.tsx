import { useEffect } from "react";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { ProductGrid } from "../product-card.tsx";
import { useProductCards } from "./use-product-cards.ts";

/** The product page's strip of the last products this browser viewed (up to 12), the current one left out. */
export function RecentlyViewed({ sku }: { sku: string }) {
  const t = useT();
  const store = useStoreView();
  const viewed = useProductLists((s) => s.recentlyViewed);
  const record = useProductLists((s) => s.viewed);
  const ready = useProductLists((s) => s.store !== null);
  // The list as it was when the page opened: recording this view must not re-fetch the strip.
  const others = viewed.filter((s) => s !== sku);
  const cards = useProductCards(store.storeCode, others);
  useEffect(() => {
    if (ready) record(sku);
  }, [ready, record, sku]);
  if (others.length === 0 || cards.items.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t("recentlyViewed.title")}</h2>
      <ProductGrid products={cards.items} />
    </section>
  );
}
