import type { CartItemRequest, CartItemResult, CartTotalsResult, StockResult } from "#core/api/cart-contract.ts";
import { toProductOption, type ChosenOptions } from "#core/domain/cart-options.ts";
import { stockChunks } from "#core/domain/cart-sync.ts";
import type { Refusal } from "#core/domain/refusal.ts";
import { readRefusal } from "#core/i18n/refusals.ts";

/** The browser's calls to the cart and stock API (SPEC §7), answering {status, result} and never throwing. */

/** A failed call: the API's English `result`, and its `refusal` when a rule said no (null when none did: no answer, a server error). */
export type Failed = { status: number; result: string; refusal: Refusal | null; failed: true };
export type Answer<T> = { status: number; result: T } | Failed;

/** Request and answer shapes are the server's own (app/api/cart-contract.ts). */
export type ServerCartItem = CartItemResult;
export type ServerTotals = CartTotalsResult;

/** What a call answers when nothing answered it (no connection): status 0. */
const OFFLINE_ANSWER = "offline";

async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { status: 0, result: OFFLINE_ANSWER, refusal: null, failed: true };
  }
  if (!response.headers.get("Content-Type")?.includes("application/json")) {
    return { status: response.status, result: "Error with response - bad content-type!", refusal: null, failed: true };
  }
  const json = (await response.json().catch(() => null)) as { code?: number; result?: unknown; refusal?: unknown } | null;
  if (!json || !("result" in json)) return { status: response.status, result: "Unhandled error, wrong response format!", refusal: null, failed: true };
  if (!response.ok) return { status: response.status, result: String(json.result), refusal: readRefusal(json.refusal), failed: true };
  return { status: response.status, result: json.result as T };
}

const q = encodeURIComponent;

/** Stock of many skus, 15 per request (SPEC §7); a failed chunk contributes nothing. */
async function stockList(skus: readonly string[], storeCode: string): Promise<StockResult[]> {
  const answers = await Promise.all(stockChunks(skus).map((chunk) => call<StockResult[]>("GET", `/api/stock/list?skus=${q(chunk.join(","))}&storeCode=${q(storeCode)}`)));
  return answers.flatMap((answer) => ("failed" in answer ? [] : answer.result));
}

export const cartApi = {
  create: (storeCode: string) => call<string>("POST", `/api/cart/create?storeCode=${q(storeCode)}`),
  pull: (cartId: string) => call<ServerCartItem[]>("GET", `/api/cart/pull?cartId=${q(cartId)}`),
  /** `changeId`: a change replayed from the offline queue, applied by the cart once however often it is sent. */
  update: (cartId: string, item: { sku: string; qty: number; item_id?: number | null; product_type?: string; chosen?: ChosenOptions }, changeId?: string) => {
    const { chosen, ...rest } = item;
    const cartItem: CartItemRequest = { ...rest, quoteId: cartId, ...(chosen ? { product_option: toProductOption(chosen) } : {}) };
    return call<ServerCartItem>("POST", `/api/cart/update?cartId=${q(cartId)}`, { cartItem }, changeId);
  },
  remove: (cartId: string, item: { sku: string; item_id: number }, changeId?: string) =>
    call<boolean>("POST", `/api/cart/delete?cartId=${q(cartId)}`, { cartItem: { ...item, quoteId: cartId } }, changeId),
  totals: (cartId: string) => call<ServerTotals>("GET", `/api/cart/totals?cartId=${q(cartId)}`),
  stockList,
  stock: (sku: string, storeCode: string) => call<StockResult>("GET", `/api/stock/check?sku=${q(sku)}&storeCode=${q(storeCode)}`),
};
