import { useEffect } from "react";
import { readCartId } from "../catalog/cart-cookie.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";

/** The cart badge: cached pages never contain a cart, so the count is fetched in the browser. */
export function CartCount() {
  const t = useT();
  const store = useStoreView();
  const count = useCartStore((s) => s.count);
  const setCount = useCartStore((s) => s.setCount);
  useEffect(() => {
    if (count !== null) return;
    const cartId = readCartId(document.cookie, store.storeCode);
    if (!cartId) return setCount(0);
    fetch(`/api/cart/totals?cartId=${cartId}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ result?: { items_qty?: number } }>) : null))
      .then((body) => setCount(body?.result?.items_qty ?? 0))
      .catch(() => setCount(0));
  }, [count, setCount, store.storeCode]);
  if (!count) return null;
  return (
    <span className="cart-count" data-count={count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t("cart.count", { count })}</span>
    </span>
  );
}
