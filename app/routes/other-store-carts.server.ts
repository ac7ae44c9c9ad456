import type { CartPort } from "#core/port/index.ts";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { cartHref } from "#core/catalog/hrefs.ts";
import { STORE_CODES, STORE_VIEWS, type StoreCode } from "#core/stores.ts";

export interface OtherStoreCart {
  storeCode: StoreCode;
  /** The store's name in its own language. */
  storeName: string;
  /** How many pieces the cart holds. */
  count: number;
  /** That store's cart page, where the cart is. */
  href: string;
}

/**
 * The shopper's carts in the other stores that hold something. A cart belongs to one store (its prices,
 * currency and delivery), so a shopper who switched store finds an other cart here; the one left behind
 * stays in its own cookie, and the page says where it is rather than seeming to have lost it.
 */
export async function otherStoreCarts(cookieHeader: string | null, here: StoreCode, carts: CartPort): Promise<OtherStoreCart[]> {
  const found = await Promise.all(
    STORE_CODES.filter((code) => code !== here).map(async (code) => {
      const cartId = readCartId(cookieHeader, code);
      const summary = cartId ? await carts.summary(cartId) : null;
      if (!summary || summary.info.store !== code || summary.lines.length === 0) return null;
      const store = STORE_VIEWS[code];
      return { storeCode: code, storeName: store.name, count: summary.lines.reduce((sum, line) => sum + line.qty, 0), href: cartHref(store) };
    }),
  );
  return found.filter((cart) => cart !== null);
}
