import { useT } from "../../i18n/use-shell.ts";
import { HeartIcon } from "./heart-icon.tsx";
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
      <HeartIcon filled={wished} />
    </button>
  );
}
