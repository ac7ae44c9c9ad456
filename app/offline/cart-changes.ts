import { readCartChange, type CartChange } from "#core/domain/offline-cart.ts";
import { entriesOf, soft } from "./offline-db.ts";

/** The offline cart changes, in IndexedDB, in the order they were made. */

export function queueCartChange(change: CartChange): Promise<boolean> {
  return soft(async (database) => (await database.add("cart-changes", change), true), false);
}

/** A store's queued changes, oldest first, with their keys; an unreadable entry (damaged, another build's) comes as null. */
export function queuedCartChanges(store: string): Promise<{ key: number; change: CartChange | null }[]> {
  return soft(async (database) => {
    // An unreadable entry belongs to no store: whichever store sends next lets it go.
    return (await entriesOf(database, "cart-changes")).map(({ key, value }) => ({ key, change: readCartChange(value) })).filter(({ change }) => change === null || change.store === store);
  }, []);
}

export function dropCartChanges(keys: readonly number[]): Promise<void> {
  return soft(async (database) => {
    const tx = database.transaction("cart-changes", "readwrite");
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  }, undefined);
}

/** Lets go of a store's queued changes: the shopper signed out, or the cart became an order. */
export async function clearCartChanges(store: string): Promise<void> {
  await dropCartChanges((await queuedCartChanges(store)).map(({ key }) => key));
}
