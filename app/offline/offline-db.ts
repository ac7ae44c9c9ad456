import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/**
 * The shop's IndexedDB: what waits for a connection (cart changes, queued orders). It outlives the tab,
 * a reload and a deploy; the version check never touches it. Every call fails soft and in bounded time:
 * without IndexedDB (some private modes), or with one that hangs, there is simply nothing stored.
 */
export interface OfflineDb extends DBSchema {
  /** Cart changes in the order they were made (app/domain/offline-cart.ts). */
  "cart-changes": { key: number; value: unknown };
  /** Orders queued offline by their idempotency key (app/domain/offline-orders.ts). */
  orders: { key: string; value: unknown };
}

const DB_NAME = "storefront-offline";
const DB_VERSION = 2;
const PATIENCE_MS = 3_000;
let db: Promise<IDBPDatabase<OfflineDb>> | null = null;

/** Whether an open tab of an older build (one that does not let go) holds up this build's upgrade. */
let upgradeBlocked = false;
const blockedListeners = new Set<() => void>();

/** Tells `listener` (now, if it already happened) that an older tab holds the database: nothing can be stored until it closes. */
export function onUpgradeBlocked(listener: () => void): () => void {
  blockedListeners.add(listener);
  if (upgradeBlocked) listener();
  return () => void blockedListeners.delete(listener);
}

function open(): Promise<IDBPDatabase<OfflineDb>> {
  db ??= openDB<OfflineDb>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore("cart-changes", { autoIncrement: true });
      if (oldVersion < 2) database.createObjectStore("orders", { keyPath: "id" });
    },
    blocked() {
      upgradeBlocked = true;
      for (const listener of blockedListeners) listener();
    },
    // A newer build in another tab wants to upgrade: this tab lets go (and opens the new version next time).
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      db = null;
    },
  })
    .then((database) => {
      upgradeBlocked = false;
      return database;
    })
    .catch((error: unknown) => {
      db = null; // the next call tries again
      throw error;
    });
  return db;
}

/** Runs an operation on the database; its fallback when IndexedDB fails or does not answer in time. */
export async function soft<T>(operation: (database: IDBPDatabase<OfflineDb>) => Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gaveUp = false;
  try {
    const late = new Promise<T>((resolve) => (timer = setTimeout(() => ((gaveUp = true), resolve(fallback)), PATIENCE_MS)));
    // A database that opens after the caller was told "failed" (an upgrade another tab held up) must not then do it anyway.
    return await Promise.race([open().then((database) => (gaveUp ? fallback : operation(database))), late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** Every entry of a store with its key, read in one transaction (so keys and values belong together). */
export async function entriesOf<S extends "cart-changes" | "orders">(database: IDBPDatabase<OfflineDb>, store: S): Promise<{ key: OfflineDb[S]["key"]; value: unknown }[]> {
  const tx = database.transaction(store);
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
  return keys.map((key, i) => ({ key: key as OfflineDb[S]["key"], value: values[i] }));
}

/** One tab at a time runs `task` under the lock `name` (Web Locks, where the browser has them). */
export function oneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(name, task) : task();
}
