/**
 * SPEC §4 "Cart add" (stock statuses), "Cart sync" and "Cart connect": how the browser's cart and
 * the server cart are reconciled. Pure: the client store executes the plan.
 */

import { refusal, type Refusal } from "./refusal.ts";

/** A line as the browser keeps it. prev_qty is the quantity before the last local change. */
export interface ClientItem {
  sku: string;
  qty: number;
  item_id: number | null;
  prev_qty?: number;
  /** Lines with custom options or bundle selections: same sku, other choice, other line. */
  checksum?: string | null;
}

export interface ServerItem {
  sku: string;
  qty: number;
  item_id: number;
  checksum?: string | null;
}

/** Lines match by sku, and by checksum when they carry options (SPEC §4 "Cart line identity"). */
export function lineKey(item: { sku: string; checksum?: string | null }): string {
  return item.checksum ? `${item.sku}#${item.checksum}` : item.sku;
}

const withChecksum = (item: { checksum?: string | null }) => (item.checksum ? { checksum: item.checksum } : {});

export type SyncStatus = "no-item" | "wrong-qty" | "update-required" | "no-changes";

export type SyncAction = (
  /** The server lacks the client's line: send it. */
  | { type: "push"; sku: string; qty: number }
  | { type: "remove-local"; sku: string }
  /** Quantities differ: the server takes the client's quantity… */
  | { type: "update-server"; sku: string; qty: number; item_id: number }
  /** …or the client takes the server's. */
  | { type: "update-local"; sku: string; qty: number; item_id: number }
  /** A server line the client does not have. */
  | { type: "delete-server"; sku: string; item_id: number }
  | { type: "add-local"; sku: string; qty: number; item_id: number }
  /** Same quantity: the client learns the server's item id. */
  | { type: "link"; sku: string; item_id: number }
) & { checksum?: string };

export interface SyncOptions {
  /** The client's lines are the truth (after a local change). */
  forceClientState: boolean;
  allowLocalRemoval?: boolean;
  allowLocalModification?: boolean;
}

export interface SyncPlan {
  statuses: { sku: string; status: SyncStatus }[];
  actions: SyncAction[];
}

/** Compares client and server lines (by sku, and checksum for lines with options) and says what each side must do (SPEC §4 "Cart sync"). */
export function planSync(client: readonly ClientItem[], server: readonly ServerItem[], options: SyncOptions): SyncPlan {
  const statuses: SyncPlan["statuses"] = [];
  const actions: SyncAction[] = [];
  const serverByKey = new Map(server.map((s) => [lineKey(s), s]));
  for (const item of client) {
    const match = serverByKey.get(lineKey(item));
    const id = withChecksum(item);
    if (!match) {
      statuses.push({ sku: item.sku, status: "no-item" });
      const removeLocally = options.allowLocalRemoval === true || !options.forceClientState;
      actions.push(removeLocally ? { type: "remove-local", sku: item.sku, ...id } : { type: "push", sku: item.sku, qty: item.qty, ...id });
    } else if (match.qty !== item.qty) {
      statuses.push({ sku: item.sku, status: "wrong-qty" });
      actions.push(
        options.allowLocalModification === true
          ? { type: "update-local", sku: item.sku, qty: match.qty, item_id: match.item_id, ...id }
          : { type: "update-server", sku: item.sku, qty: item.qty, item_id: match.item_id, ...id },
      );
    } else {
      statuses.push({ sku: item.sku, status: "no-changes" });
      if (item.item_id !== match.item_id) actions.push({ type: "link", sku: item.sku, item_id: match.item_id, ...id });
    }
  }
  const clientKeys = new Set(client.map(lineKey));
  for (const item of server) {
    if (clientKeys.has(lineKey(item))) continue;
    statuses.push({ sku: item.sku, status: "update-required" });
    const id = withChecksum(item);
    actions.push(
      options.forceClientState
        ? { type: "delete-server", sku: item.sku, item_id: item.item_id, ...id }
        : { type: "add-local", sku: item.sku, qty: item.qty, item_id: item.item_id, ...id },
    );
  }
  return { statuses, actions };
}

/**
 * A server update failed (non-200): the quantity goes back to prev_qty, or the line is dropped
 * when prev_qty is 0 (it was new) or the line never had a server id. Returns null for "remove".
 */
export function restoreAfterFailedUpdate<T extends ClientItem>(item: T): T | null {
  if (item.item_id === null) return null;
  const previous = item.prev_qty ?? 0;
  if (previous <= 0) return null;
  return { ...item, qty: previous };
}

/** Sync only when something changed since the last one (or there never was one) and methods can be updated. */
export function syncRequired(args: { hash: string; lastSyncedHash: string | null; canUpdateMethods: boolean }): boolean {
  if (!args.canUpdateMethods) return false;
  return args.lastSyncedHash === null || args.hash !== args.lastSyncedHash;
}

/** A stable fingerprint of the lines that matter to the server. */
export function cartHash(items: readonly ClientItem[]): string {
  return items
    .map((i) => `${i.sku}:${i.qty}`)
    .sort()
    .join("|");
}

export type StockStatus = "ok" | "volatile" | "out_of_stock";

/**
 * The stock check before an add (SPEC §4): an answer in stock with quantity left is "ok"; no
 * answer (offline, the check failed) is "volatile" — added for pre-reservation with a warning;
 * otherwise "out_of_stock" and the add is refused.
 */
export function stockStatus(answer: { isInStock: boolean; qty: number } | null): StockStatus {
  if (answer === null) return "volatile";
  return answer.isInStock && answer.qty > 0 ? "ok" : "out_of_stock";
}

/** SPEC §4 "Cart connect": after asking for a cart token, 200 syncs, 401 retries as a guest (bounded), anything else turns sync off. */
export function connectOutcome(status: number, bypassAttempts: number, maxBypassAttempts: number): "sync" | "retry-as-guest" | "sync-disabled" {
  if (status === 200) return "sync";
  if (status === 401 && bypassAttempts < maxBypassAttempts) return "retry-as-guest";
  return "sync-disabled";
}

/**
 * A change made while the shopper has no cart yet, when asking for one failed: only when nothing answered
 * (no connection) is it kept for later; a server that answered and said no (a refusal, a 503 from a
 * backend that is down) is told now, with the server's refusal or else "could not add" (cartUnavailable).
 */
export function withoutNewCart(answer: { status: number; refusal: Refusal | null }): { queue: true } | { queue: false; refusal: Refusal } {
  if (answer.status === 0) return { queue: true };
  return { queue: false, refusal: answer.refusal ?? refusal("cartUnavailable") };
}

/** SPEC §4 "Cart sync": a non-200 answer reconnects as a guest cart while the bypass counter is below the maximum. */
export function reconnectAfterSync(status: number, bypassAttempts: number, maxBypassAttempts: number): boolean {
  return status !== 200 && bypassAttempts < maxBypassAttempts;
}

/** queues.maxCartBypassAttempts of the store configuration. */
export const MAX_CART_BYPASS_ATTEMPTS = 3;

/** Stock lists are asked for 15 skus at a time (SPEC §7). */
export const STOCK_LIST_CHUNK = 15;

/** Distinct skus in request-sized chunks. */
export function stockChunks(skus: readonly string[], size: number = STOCK_LIST_CHUNK): string[][] {
  const distinct = [...new Set(skus)];
  const chunks: string[][] = [];
  for (let i = 0; i < distinct.length; i += size) chunks.push(distinct.slice(i, i + size));
  return chunks;
}

export type LineStockNotice = { type: "info"; message: "In stock!" } | { type: "error"; message: "Out of the stock!" } | { type: "remove" };

/**
 * SPEC §4 "Stock check" of a cart line: in stock → info 'In stock!'; out of stock → error
 * 'Out of the stock!' when out-of-stock items may stay in the cart or sync is on, else the line
 * is removed. No answer for the sku says nothing (null).
 */
export function lineStockNotice(answer: { isInStock: boolean; qty: number } | null, options: { allowOutOfStockInCart: boolean; syncOn: boolean }): LineStockNotice | null {
  if (answer === null) return null;
  if (answer.isInStock && answer.qty > 0) return { type: "info", message: "In stock!" };
  return options.allowOutOfStockInCart || options.syncOn ? { type: "error", message: "Out of the stock!" } : { type: "remove" };
}
