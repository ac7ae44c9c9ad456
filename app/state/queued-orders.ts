import { create } from "zustand";
import { orderRequestBody, type OrderAnswer, type QueuedOrder } from "#core/domain/offline-orders.ts";
import { agreeToNewTotal, cancelQueuedOrder, dismissQueuedOrder, putQueuedOrder, queuedOrders, sendQueuedOrders, type CancelOutcome, type SendRun } from "../offline/order-queue.ts";
import { useCartStore } from "./cart.ts";
import { useUserStore } from "./user.ts";

/**
 * The store's orders queued offline, as this tab shows them (SPEC §1, §4 "Online again"). Loaded with
 * the queued-orders page, the offline checkout and the offline services, never in a page's first script.
 * Tabs tell each other when the queue changed, so an order another tab placed is not shown as queued.
 */
interface QueuedOrdersState {
  store: string | null;
  orders: QueuedOrder[];
  loaded: boolean;
  load(store: string): Promise<void>;
  /** Keeps the order on this device; its lines leave the cart. False when it could not be stored (nothing queued). */
  queue(order: QueuedOrder): Promise<boolean>;
  /** Sends the queued orders (or just `only`); the orders whose state changed come back to be told. */
  send(only?: string): Promise<SendRun>;
  /** The shopper agrees to a changed total: the order is sent again at it. */
  agree(id: string): Promise<SendRun>;
  cancel(id: string): Promise<CancelOutcome>;
  dismiss(id: string): Promise<void>;
}

const SEND_PATIENCE_MS = 30_000;

const NOTHING_SENT: SendRun = { changed: [], lost: 0, withdrawn: 0, pending: false };

const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("offline-orders");

/** POSTs JSON to the order API; status 0 when nothing answered. */
async function postJson(path: string, body: unknown, init: { headers?: Record<string, string>; asCustomer?: string | null } = {}): Promise<OrderAnswer> {
  let response: Response;
  try {
    const request = {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...init.headers },
      body: JSON.stringify(body),
      // A hung request must not hold the queue (and every tab's cancel) for long: unanswered, it is sent again later.
      signal: AbortSignal.timeout(SEND_PATIENCE_MS),
    };
    // The customer who queued it files it in their history; anyone else signed in now sends it as a guest order.
    const user = useUserStore.getState();
    response = init.asCustomer && user.current?.email === init.asCustomer ? await user.authorizedFetch(path, request) : await fetch(path, request);
  } catch {
    return { status: 0, body: null };
  }
  const json = response.headers.get("Content-Type")?.includes("application/json") ? await response.json().catch(() => null) : null;
  return { status: response.status, body: json as OrderAnswer["body"] };
}

/** POST /api/order as the signed-in customer who queued it (the order joins their history), else as a guest. */
function post(order: QueuedOrder): Promise<OrderAnswer> {
  const body = orderRequestBody(order);
  return postJson("/api/order", body, { headers: { "Idempotency-Key": body.idempotencyKey }, asCustomer: order.customerEmail });
}

/** POST /api/order/withdraw: the order is never placed from now on, unless it was placed already. */
const withdraw = (order: QueuedOrder) => postJson("/api/order/withdraw", { idempotencyKey: order.id, cartId: order.fileId });

export const useQueuedOrders = create<QueuedOrdersState>()((set, get) => {
  /** Reads the queue again and tells the other tabs it changed. */
  async function changed(): Promise<void> {
    const { store } = get();
    if (!store) return;
    set({ orders: await queuedOrders(store), loaded: true });
    channel?.postMessage(store);
  }
  if (channel) channel.onmessage = (event: MessageEvent) => void (event.data === get().store && get().load(event.data as string));

  return {
    store: null,
    orders: [],
    loaded: false,

    async load(store) {
      set({ store });
      const orders = await queuedOrders(store);
      if (get().store === store) set({ orders, loaded: true });
    },

    async queue(order) {
      set({ store: order.store });
      if (!(await putQueuedOrder(order))) return false;
      await useCartStore.getState().becameQueuedOrder();
      await changed();
      return true;
    },

    async send(only) {
      const { store } = get();
      if (!store) return NOTHING_SENT;
      const run = await sendQueuedOrders(store, post, only);
      if (run.changed.length > 0 || run.lost > 0 || run.withdrawn > 0) await changed();
      return run;
    },

    async agree(id) {
      const { store } = get();
      if (!store || !(await agreeToNewTotal(store, id))) return NOTHING_SENT;
      await changed();
      return get().send(id);
    },

    async cancel(id) {
      const { store } = get();
      if (!store) return "cancelled";
      const outcome = await cancelQueuedOrder(store, id, withdraw);
      await changed();
      return outcome;
    },

    async dismiss(id) {
      const { store } = get();
      if (!store) return;
      await dismissQueuedOrder(store, id);
      await changed();
    },
  };
});
