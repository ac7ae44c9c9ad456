import type { ReactNode } from "react";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { ProductGrid } from "../product-card.tsx";
import { ProductGridSkeleton } from "../product-grid-skeleton.tsx";
import { useProductCards } from "./use-product-cards.ts";

/** The wishlist as a page: the shopper's own list, read in the browser (cached HTML never holds it). */
export function WishlistScreen() {
  const t = useT();
  const store = useStoreView();
  const ready = useProductLists((s) => s.store !== null);
  const wishlist = useProductLists((s) => s.wishlist);
  const cards = useProductCards(store.storeCode, wishlist);
  let body: ReactNode;
  if (!ready || (cards.status === "loading" && cards.items.length === 0 && wishlist.length > 0)) body = <ProductGridSkeleton count={Math.max(1, Math.min(wishlist.length, 8))} label={t("wishlist.title")} />;
  else if (wishlist.length === 0) body = <p>{t("wishlist.empty")}</p>;
  else if (cards.status === "failed") body = <p role="alert">{t("wishlist.failed")}</p>;
  else body = <ProductGrid products={cards.items.filter((c) => wishlist.includes(c.sku))} />;
  return (
    <section className="wishlist-page">
      <h1>{t("wishlist.title")}</h1>
      <noscript>
        <p>{t("wishlist.noscript")}</p>
      </noscript>
      {body}
    </section>
  );
}
