import type { Commerce } from "../../worker/commerce/port/index.ts";
import type { StoreView } from "../stores.ts";

export type Handover = { cartId: string; short: { sku: string; available: number }[]; left: string[] };

/**
 * At sign-in the shopper's guest cart joins the customer's cart in the store (SPEC §2 item 2: no
 * lost or doubled lines): merged into it when there is one, adopted as it when there is none. The
 * customer's cart otherwise; null when there is neither (or the token is not valid).
 */
export async function handOverCart(commerce: Commerce, token: string, store: StoreView, guestCartId: string | null): Promise<Handover | null> {
  const own = await commerce.customers.cart(token, store.storeCode);
  const guestStore = guestCartId ? await commerce.carts.storeOf(guestCartId) : null;
  const guest = guestStore === store.storeCode ? guestCartId : null;
  if (own && guest && own !== guest) {
    const merged = await commerce.carts.merge(own, guest);
    // Refused (an order is being placed from one of them): the shopper keeps the guest cart, nothing is lost.
    return merged.ok ? { cartId: own, short: merged.short, left: merged.left } : { cartId: guest, short: [], left: [] };
  }
  if (own) return { cartId: own, short: [], left: [] };
  const adopted = guest ?? (await commerce.carts.create(store.storeCode));
  return (await commerce.customers.setCart(token, store.storeCode, adopted)) ? { cartId: adopted, short: [], left: [] } : null;
}
