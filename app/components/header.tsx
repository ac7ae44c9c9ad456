import { Link, useLocation } from "react-router";
import type { NavigationItem } from "#core/port/index.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";
import { useUiStore } from "../state/ui.ts";
import { AccountLink } from "./account/account-link.tsx";
import { WishlistLink } from "./product-lists/wishlist-link.tsx";
import { CartCount } from "./cart-count.tsx";
import { LanguageSwitcherButton } from "./language-switcher.tsx";
import { MainNav } from "./main-nav.tsx";
import { SearchBox } from "./search-box.tsx";
import { useDrawer } from "./use-drawer.ts";

export function Header({ navigation }: { navigation: NavigationItem[] }) {
  const t = useT();
  const store = useStoreView();
  const openPanel = useUiStore((s) => s.openPanel);
  const { pathname, search } = useLocation();
  const menu = useDrawer<HTMLElement>([pathname, search]);
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="header__bar">
        {/* Phones: the menu and the search field open from buttons; without JavaScript, as link targets. */}
        <a
          href="#main-menu"
          className="header__icon-button header__phone-only"
          aria-controls="main-menu"
          aria-expanded={menu.isOpen}
          onClick={menu.open}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" /></svg>
          <span className="visually-hidden">{t("header.openMenu")}</span>
        </a>
        <Link to={storePath(store, "/")} className="header__logo">
          {t("meta.siteName")}
        </Link>
        <a
          href="#site-search-form"
          className="header__icon-button header__phone-only"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById("site-search")?.focus();
          }}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" /></svg>
          <span className="visually-hidden">{t("header.searchLabel")}</span>
        </a>
        <SearchBox />
        <div className="header__icons">
          <span className="header__wide-only">
            <LanguageSwitcherButton />
          </span>
          <AccountLink />
          <WishlistLink />
          {/* Without JavaScript the cart link goes to the checkout; with it, it opens the microcart. */}
          <Link
            to={storePath(store, "/checkout")}
            className="header__icon-button header__cart"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              openPanel("microcart");
            }}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24"><path d="M3 4h2l2.4 11h11.2L21 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" /><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /></svg>
            <span className="visually-hidden">{t("header.cart")}</span>
            <CartCount />
          </Link>
        </div>
      </div>
      <MainNav items={navigation} drawer={menu} />
    </header>
  );
}
