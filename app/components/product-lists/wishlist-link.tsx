import { Link } from "react-router";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { useUiStore } from "../../state/ui.ts";
import { storePath } from "#core/stores.ts";
import { HeartIcon } from "./heart-icon.tsx";

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
      <HeartIcon />
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
