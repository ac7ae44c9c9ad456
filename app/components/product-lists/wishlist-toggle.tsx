import { useT } from "../../i18n/use-shell.ts";
import { useNotifications } from "../../state/notifications.ts";
import { useProductLists } from "../../state/product-lists.ts";

/** The heart on product cards and pages: saves the product to the wishlist, or takes it off. */
export function WishlistToggle({ sku, name, className = "" }: { sku: string; name: string; className?: string }) {
  const t = useT();
  const wished = useProductLists((s) => s.wishlist.includes(sku));
  const toggle = useProductLists((s) => s.toggleWishlist);
  const notify = useNotifications((s) => s.notify);
  return (
    <button
      type="button"
      className={`wishlist-toggle ${className}`}
      aria-pressed={wished}
      aria-label={t(wished ? "wishlist.remove" : "wishlist.add", { name })}
      onClick={() => {
        void toggle(sku).then((outcome) => {
          if (outcome === "full") notify({ type: "warning", message: t("wishlist.full") });
        });
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" fill={wished ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
