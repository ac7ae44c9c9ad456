import { Link } from "react-router";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { useUiStore } from "../../state/ui.ts";
import { storePath } from "../../stores.ts";

/** The header's heart: opens the wishlist panel (the page without JavaScript), with the number saved. */
export function WishlistLink() {
  const t = useT();
  const store = useStoreView();
  const count = useProductLists((s) => s.wishlist.length);
  const openPanel = useUiStore((s) => s.openPanel);
  return (
    <Link
      to={storePath(store, "/wishlist")}
      className="header__icon-button header__wishlist"
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        openPanel("wishlist");
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{t("wishlist.title")}</span>
      {count > 0 && (
        <span className="cart-count" data-wishlist-count={count}>
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t("wishlist.count", { count })}</span>
        </span>
      )}
    </Link>
  );
}
