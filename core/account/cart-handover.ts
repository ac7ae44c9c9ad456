import type { Commerce } from "../port/index.ts";
import type { StoreView } from "../stores.ts";

export type Handover = { cartId: string; short: { sku: string; available: number }[]; left: string[] };

/**
 * At sign-in the shopper's guest cart joins the customer's cart in the store (SPEC §2 item 2: no
 * lost or doubled lines): merged into it when there is one, adopted as it when there is none. The
 * customer's cart otherwise; null when there is neither (or the token is not valid).
 */
export async function handOverCart(commerce: Commerce, token: string, store: StoreView, guestCartId: string | null): Promise<Handover | null> {
  const own = await commerce.customers.cart(token, store.storeCode);
  const [guestStore, owner] = guestCartId ? await Promise.all([commerce.carts.storeOf(guestCartId), commerce.customers.cartOwner(token, guestCartId)]) : [null, null];
  // Only a guest cart joins: another customer's cart (left in a shared browser) is never merged or adopted.
  const guest = guestStore === store.storeCode && owner === "nobody" ? guestCartId : null;
  if (own && guest && own !== guest) {
    const merged = await commerce.carts.merge(own, guest);
    // Refused (an order is being placed from one of them): the shopper keeps the guest cart, nothing is lost.
    return merged.ok ? { cartId: own, short: merged.short, left: merged.left } : { cartId: guest, short: [], left: [] };
  }
  if (own) return { cartId: own, short: [], left: [] };
  const adopted = guest ?? (await commerce.carts.create(store.storeCode));
  return (await commerce.customers.setCart(token, store.storeCode, adopted)) ? { cartId: adopted, short: [], left: [] } : null;
}
