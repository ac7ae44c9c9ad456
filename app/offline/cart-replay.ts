import { latestPerLine, replayOutcome, replayRequest } from "#core/domain/offline-cart.ts";
import { cartApi } from "../state/cart-api.ts";
import type { CartItem, OfflineRefusal, OfflineSend } from "../state/cart.ts";
import { dropCartChanges, queueCartChange, queuedCartChanges } from "./cart-changes.ts";
import { oneTabAtATime } from "./offline-db.ts";

export { clearCartChanges } from "./cart-changes.ts";

/** Queues what a line should become (SPEC §1): its quantity now, or gone. */
export function queueLineChange(store: string, line: CartItem | undefined, removed: { sku: string; checksum?: string | null } | null): Promise<boolean> {
  const id = crypto.randomUUID();
  if (removed) return queueCartChange({ id, store, type: "remove", sku: removed.sku, checksum: removed.checksum ?? null });
  if (!line) return Promise.resolve(false);
  return queueCartChange({ id, store, type: "set", sku: line.sku, checksum: line.checksum ?? null, qty: line.qty, productType: line.productType, ...(line.chosen ? { chosen: line.chosen } : {}) });
}

/** What the replay needs of the cart store. */
export interface ReplayCart {
  cartId(): string | null;
  /** Creates a guest cart (SPEC §4 "Cart connect"); false when none could be made. */
  newCart(): Promise<boolean>;
  /** Product names by sku, for the refusals. */
  names: ReadonlyMap<string, string>;
}

/**
 * Sends a store's queued changes, the last one per line, in order (SPEC §4 "Online again"). A refused
 * change is reported and let go; one the server could not answer stops the run and waits, with the rest.
 * Loaded with the queue, never in a page's first script.
 */
export function replayQueued(storeCode: string, cart: ReplayCart): Promise<OfflineSend> {
  return oneTabAtATime(`offline-cart-${storeCode}`, () => replayInOrder(storeCode, cart));
}

async function replayInOrder(storeCode: string, cart: ReplayCart): Promise<OfflineSend> {
  const { latest, unreadable } = latestPerLine(await queuedCartChanges(storeCode));
  const refused: OfflineRefusal[] = unreadable.map(() => ({ lost: true }));
  await dropCartChanges(unreadable);
  if (latest.length === 0) return { refused, pending: false };
  if (!cart.cartId() && !(await cart.newCart())) return { refused, pending: true };
  let pulled = await cartApi.pull(cart.cartId()!);
  // The cart is gone (ordered, expired): the changes go into a new one.
  if ("failed" in pulled && pulled.status === 404 && (await cart.newCart())) pulled = await cartApi.pull(cart.cartId()!);
  if ("failed" in pulled) return { refused, pending: true };
  const cartId = cart.cartId()!;
  // One change per line: the lines as pulled once are what each change is compared with.
  for (const { change, keys } of latest) {
    const request = replayRequest(change, pulled.result);
    const chosen = change.type === "set" && change.chosen ? { chosen: change.chosen } : {};
    const answer =
      request.type === "update"
        ? await cartApi.update(cartId, { sku: request.sku, qty: request.qty, item_id: request.item_id, product_type: change.type === "set" ? change.productType : "simple", ...chosen }, change.id)
        : request.type === "delete"
          ? await cartApi.remove(cartId, { sku: request.sku, item_id: request.item_id }, change.id)
          : { status: 200, result: null };
    const outcome = replayOutcome(answer.status);
    if (outcome === "retry") return { refused, pending: true };
    if (outcome === "refused") refused.push({ name: cart.names.get(change.sku) ?? change.sku, refusal: "failed" in answer ? answer.refusal : null });
    await dropCartChanges(keys);
  }
  return { refused, pending: false };
}
