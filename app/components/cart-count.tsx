import { pluralKey } from "#core/i18n/translator.ts";
import { useEffect } from "react";
import { useRootData, useStoreView, useT } from "../i18n/use-shell.ts";
import { useCartCount, useCartStore } from "../state/cart.ts";

/** The cart badge: cached pages never contain a cart, so the browser connects to it after hydration. */
export function CartCount() {
  const t = useT();
  const store = useStoreView();
  // Before the browser has connected (or without JavaScript), the count a no-script add-to-cart page was rendered with.
  const connected = useCartCount();
  const rendered = useRootData()?.cartNotice?.count ?? 0;
  const count = connected || rendered;
  const connect = useCartStore((s) => s.connect);
  useEffect(() => {
    void connect(store.storeCode);
  }, [connect, store.storeCode]);
  if (!count) return null;
  return (
    <span className="cart-count" data-count={count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t(pluralKey(store.i18n.defaultLocale, "cart.count", count), { count })}</span>
    </span>
  );
}
