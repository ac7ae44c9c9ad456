import { Link } from "react-router";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { useUiStore } from "../../state/ui.ts";
import { storePath } from "#core/stores.ts";
import { Price } from "../price.tsx";
import { SidePanel } from "../side-panel.tsx";
import { useProductCards } from "./use-product-cards.ts";
import { WishlistToggle } from "./wishlist-toggle.tsx";

/** The wishlist panel (SPEC §2 panels: it turns the overlay on): saved products, each a link and a heart to take it off. */
export default function WishlistPanel() {
  const t = useT();
  const store = useStoreView();
  const closePanel = useUiStore((s) => s.closePanel);
  const wishlist = useProductLists((s) => s.wishlist);
  const cards = useProductCards(store.storeCode, wishlist);
  const shown = cards.items.filter((card) => wishlist.includes(card.sku));
  return (
    <SidePanel name="wishlist" labelledBy="wishlist-title" className="microcart wishlist-panel">
      <div className="microcart__head">
        <h2 id="wishlist-title">{t("wishlist.title")}</h2>
        <button type="button" className="button" autoFocus onClick={() => closePanel("wishlist")}>
          {t("wishlist.close")}
        </button>
      </div>
      {wishlist.length === 0 ? (
        <p>{t("wishlist.empty")}</p>
      ) : cards.status === "failed" ? (
        <p role="alert">{t("wishlist.failed")}</p>
      ) : (
        <ul className="microcart__lines" aria-busy={cards.status === "loading"}>
          {shown.map((card) => (
            <li key={card.sku} className="microcart__line">
              <img src={card.image.src} srcSet={card.image.srcSet} sizes="75px" alt="" width={75} height={73} className="microcart__image" loading="lazy" />
              <div className="wishlist-panel__text">
                <Link to={card.href} onClick={() => closePanel("wishlist")}>
                  {card.name}
                </Link>
                <Price price={card.price} />
              </div>
              <WishlistToggle sku={card.sku} name={card.name} />
            </li>
          ))}
        </ul>
      )}
      {wishlist.length > 0 && (
        <Link to={storePath(store, "/wishlist")} className="button button--primary" onClick={() => closePanel("wishlist")}>
          {t("wishlist.showAll")}
        </Link>
      )}
    </SidePanel>
  );
}
