import type { ChosenOptions } from "./cart-options.ts";
import { lineKey } from "./cart-sync.ts";

/**
 * Cart changes made without a connection (SPEC §1, §4 "Online again"), kept in IndexedDB and sent in
 * order when the browser is online again. A change says what the line should become (an absolute
 * quantity, or gone), so sending it twice can never add twice; its id travels as the Idempotency-Key,
 * so the cart applies it once even when an answer was lost on the way back.
 */
export type CartChange =
  | { id: string; store: string; type: "set"; sku: string; checksum: string | null; qty: number; productType: "simple" | "configurable"; chosen?: ChosenOptions }
  | { id: string; store: string; type: "remove"; sku: string; checksum: string | null };

/**
 * The queue as it is sent: one change per line, the last one made (in the order of the last changes),
 * with the stored entries it stands for. A line set to 1, then 2, is sent once as 2: a quantity is never
 * added twice, whatever the server's own matching of lines. Unreadable entries are kept apart.
 */
export function latestPerLine<K>(queued: readonly { key: K; change: CartChange | null }[]): { latest: { change: CartChange; keys: K[] }[]; unreadable: K[] } {
  const byLine = new Map<string, { change: CartChange; keys: K[] }>();
  const unreadable: K[] = [];
  for (const { key, change } of queued) {
    if (!change) {
      unreadable.push(key);
      continue;
    }
    const line = lineKey(change);
    const keys = [...(byLine.get(line)?.keys ?? []), key];
    byLine.delete(line); // re-inserted last: the map keeps the order of the last changes
    byLine.set(line, { change, keys });
  }
  return { latest: [...byLine.values()], unreadable };
}

/** What sending a change asks of the cart API, given the cart's lines as they are now. */
export type ReplayRequest =
  | { type: "update"; sku: string; qty: number; item_id: number | null }
  | { type: "delete"; sku: string; item_id: number }
  | { type: "none" };

export function replayRequest(change: CartChange, serverLines: readonly { sku: string; qty: number; item_id: number; checksum?: string | null }[]): ReplayRequest {
  const key = lineKey(change);
  const line = serverLines.find((l) => lineKey(l) === key);
  if (change.type === "remove") return line ? { type: "delete", sku: change.sku, item_id: line.item_id } : { type: "none" };
  if (line) return line.qty === change.qty ? { type: "none" } : { type: "update", sku: change.sku, qty: change.qty, item_id: line.item_id };
  return change.qty > 0 ? { type: "update", sku: change.sku, qty: change.qty, item_id: null } : { type: "none" };
}

/**
 * What an answer means for a change: applied (done), refused by a rule (sold out meanwhile, a limit:
 * reported to the shopper, then let go) or not answered (offline again, the server in trouble, the cart
 * busy placing an order: kept, and the changes after it wait too, so the order is never broken).
 */
export function replayOutcome(status: number): "applied" | "refused" | "retry" {
  if (status >= 200 && status < 300) return "applied";
  if (status === 0 || status === 408 || status === 409 || status === 429 || status >= 500) return "retry";
  return "refused";
}

const STRING = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 200;

/** A stored change read back: null for a damaged entry, or one from a build that stored another shape. */
export function readCartChange(value: unknown): CartChange | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!STRING(v.id) || !STRING(v.store) || !STRING(v.sku)) return null;
  const checksum = v.checksum === null || v.checksum === undefined ? null : STRING(v.checksum) ? v.checksum : undefined;
  if (checksum === undefined) return null;
  if (v.type === "remove") return { id: v.id, store: v.store, type: "remove", sku: v.sku, checksum };
  if (v.type !== "set" || typeof v.qty !== "number" || !Number.isInteger(v.qty) || v.qty < 0 || v.qty > 10_000) return null;
  if (v.productType !== "simple" && v.productType !== "configurable") return null;
  const chosen = v.chosen as ChosenOptions | undefined;
  if (chosen !== undefined && (typeof chosen !== "object" || chosen === null || typeof chosen.custom !== "object" || typeof chosen.bundle !== "object")) return null;
  return { id: v.id, store: v.store, type: "set", sku: v.sku, checksum, qty: v.qty, productType: v.productType, ...(chosen ? { chosen } : {}) };
}
