import { pluralKey } from "#core/i18n/translator.ts";
import type { OtherStoreCart } from "../routes/other-store-carts.server.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";

/** The shopper's carts in the other stores: a cart belongs to one store, so after a store switch the one left behind is named here, with the way back to it. */
export function OtherStoreCarts({ carts }: { carts: readonly OtherStoreCart[] }) {
  const t = useT();
  const store = useStoreView();
  if (carts.length === 0) return null;
  return (
    <div className="notice other-store-carts" role="note">
      {carts.map((cart) => (
        <p key={cart.storeCode}>
          {t(pluralKey(store.i18n.defaultLocale, "storeSwitch.otherCart", cart.count), { count: cart.count, store: cart.storeName, here: store.name })}{" "}
          <a href={cart.href}>{t("storeSwitch.backToCart", { store: cart.storeName })}</a>
        </p>
      ))}
    </div>
  );
}
