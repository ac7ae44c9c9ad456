import type { HostedOrder } from "#core/domain/hosted-checkout.ts";
import type { StoreCode } from "#core/stores.ts";
import type { HostedCheckoutConfig } from "../config.ts";
import { builtinProviderFetch } from "./builtin-provider.ts";

export type ProviderAnswer<T> = { ok: true; value: T } | { ok: false; status: number; errorCode: string | null; message: string };

export interface CreatedOrder {
  orderId: string;
  snippet: string;
}

export interface ProviderConfirmation {
  orderId: string;
  status: "checkout_incomplete" | "checkout_complete" | "cancelled";
  merchantReference: string;
  orderAmount: number;
}

export interface HostedCheckoutProvider {
  createOrder(request: OrderRequest): Promise<ProviderAnswer<CreatedOrder>>;
  updateOrder(orderId: string, request: OrderRequest): Promise<ProviderAnswer<CreatedOrder>>;
  validate(orderId: string): Promise<ProviderAnswer<{ valid: boolean }>>;
  /** Cancels the order, refunding a completed payment. */
  cancel(orderId: string): Promise<ProviderAnswer<{ status: string }>>;
  confirmation(sid: string): Promise<ProviderAnswer<ProviderConfirmation>>;
}

export interface OrderRequest {
  order: HostedOrder;
  storeCode: StoreCode;
  merchantReference: string;
  /** Absolute URLs; `{sid}` is replaced by the provider's order id. */
  confirmationUrl: string;
  failureUrl: string;
}

const BUILTIN = "https://provider.invalid/hosted-checkout/api";

/** The status of a call the provider did not answer in time (it may still act on it). */
export const PROVIDER_TIMED_OUT = 504;

/** Talks to the configured provider over HTTP, or to the built-in one in-process (its orders live in `db`). */
export function hostedCheckoutProvider(db: D1Database, config: HostedCheckoutConfig): HostedCheckoutProvider {
  const unconfigured: typeof fetch = async () => Response.json({ error: "no hosted-checkout provider is configured", error_code: "NOT_CONFIGURED" }, { status: 503 });
  const send = config.provider === "none" ? unconfigured : config.provider === "builtin" ? builtinProviderFetch(db, config.apiKey) : fetch;
  const apiKey = config.provider === "none" ? null : config.apiKey;
  const { orderUrl, confirmationUrl, validateUrl } =
    config.provider === "remote" ? config : { orderUrl: `${BUILTIN}/orders`, confirmationUrl: `${BUILTIN}/confirmation`, validateUrl: `${BUILTIN}/validate` };
  // Only a provider over the network can hang; the built-in one answers from D1.
  const timeoutMs = config.provider === "remote" ? config.timeoutMs : null;

  async function call<T>(url: string, init: RequestInit, read: (body: Record<string, unknown>) => T): Promise<ProviderAnswer<T>> {
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    if (init.body) headers.set("Content-Type", "application/json");
    if (apiKey) headers.set("Authorization", `Bearer ${apiKey}`);
    let response: Response;
    try {
      response = await send(url, { ...init, headers, signal: timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") {
        return { ok: false, status: PROVIDER_TIMED_OUT, errorCode: null, message: `Order Create Request Error: the provider did not answer within ${timeoutMs} ms` };
      }
      return { ok: false, status: 502, errorCode: null, message: `Order Create Request Error: ${String(error)}` };
    }
    if (!response.headers.get("Content-Type")?.includes("application/json")) {
      return { ok: false, status: response.status, errorCode: null, message: "Error with response - bad content-type!" };
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return { ok: false, status: response.status, errorCode: null, message: "Unhandled error, wrong response format!" };
    if (!response.ok) {
      return { ok: false, status: response.status, errorCode: typeof body.error_code === "string" ? body.error_code : null, message: String(body.error ?? "Order Create Error") };
    }
    return { ok: true, value: read(body) };
  }

  const orderBody = (request: OrderRequest) =>
    JSON.stringify({
      order: request.order,
      storeCode: request.storeCode,
      dataSourceStoreCode: request.storeCode,
      merchant_reference1: request.merchantReference,
      merchant_urls: { confirmation: request.confirmationUrl, failure: request.failureUrl },
    });
  const created = (body: Record<string, unknown>): CreatedOrder => ({ orderId: String(body.order_id), snippet: String(body.snippet ?? "") });

  return {
    createOrder: (request) => call(orderUrl, { method: "POST", body: orderBody(request) }, created),
    updateOrder: (orderId, request) => call(`${orderUrl}/${encodeURIComponent(orderId)}`, { method: "POST", body: orderBody(request) }, created),
    cancel: (orderId) => call(`${orderUrl}/${encodeURIComponent(orderId)}/cancel`, { method: "POST", body: "{}" }, (body) => ({ status: String(body.status) })),
    validate: (orderId) => call(validateUrl, { method: "POST", body: JSON.stringify({ orderId }) }, (body) => ({ valid: body.valid === true })),
    confirmation: (sid) =>
      call(`${confirmationUrl}?sid=${encodeURIComponent(sid)}`, { method: "GET" }, (body) => ({
        orderId: String(body.order_id),
        status: body.status as ProviderConfirmation["status"],
        merchantReference: String(body.merchant_reference1 ?? ""),
        orderAmount: Number(body.order_amount),
      })),
  };
}
