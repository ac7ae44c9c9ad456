import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { readCartChange, type CartChange } from "../domain/offline-cart.ts";

/**
 * The offline cart changes, in IndexedDB (they outlive the tab, a reload and a deploy; the version
 * check never touches them), in the order they were made. Every call fails soft and in bounded time:
 * without IndexedDB (some private modes), or with one that hangs, there is simply nothing queued.
 */
interface OfflineDb extends DBSchema {
  "cart-changes": { key: number; value: unknown };
}

const DB_NAME = "storefront-offline";
const PATIENCE_MS = 3_000;
let db: Promise<IDBPDatabase<OfflineDb>> | null = null;

function open(): Promise<IDBPDatabase<OfflineDb>> {
  db ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("cart-changes", { autoIncrement: true });
    },
  }).catch((error: unknown) => {
    db = null; // the next call tries again
    throw error;
  });
  return db;
}

/** Runs a queue operation; its fallback when IndexedDB fails or does not answer in time. */
async function soft<T>(operation: (database: IDBPDatabase<OfflineDb>) => Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), PATIENCE_MS)));
    return await Promise.race([open().then(operation), late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

export function queueCartChange(change: CartChange): Promise<boolean> {
  return soft(async (database) => (await database.add("cart-changes", change), true), false);
}

/** A store's queued changes, oldest first, with their keys; an unreadable entry (damaged, another build's) comes as null. */
export function queuedCartChanges(store: string): Promise<{ key: number; change: CartChange | null }[]> {
  return soft(async (database) => {
    const [keys, values] = await Promise.all([database.getAllKeys("cart-changes"), database.getAll("cart-changes")]);
    // An unreadable entry belongs to no store: whichever store sends next lets it go.
    return keys.map((key, i) => ({ key, change: readCartChange(values[i]) })).filter(({ change }) => change === null || change.store === store);
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
