import { awaitingSend, outcomeOfWithdraw, readQueuedOrder, stateAfterSend, type OrderAnswer, type QueuedOrder } from "#core/domain/offline-orders.ts";
import { entriesOf, oneTabAtATime, soft } from "./offline-db.ts";

/**
 * Orders queued offline, in IndexedDB by their idempotency key, and their sending: one tab at a time
 * (Web Locks), each order read again inside the lock, so two tabs coming online together send it once;
 * the server's key makes a send repeated after a lost answer place nothing twice.
 */

export function putQueuedOrder(order: QueuedOrder): Promise<boolean> {
  return soft(async (database) => (await database.put("orders", order), true), false);
}

/** A store's queued orders, oldest first, and the keys of entries that could not be read (damaged, another build's). */
async function storedOrders(store: string): Promise<{ orders: QueuedOrder[]; unreadable: IDBValidKey[] }> {
  return soft(
    async (database) => {
      const read = (await entriesOf(database, "orders")).map(({ key, value }) => ({ key, order: readQueuedOrder(value) }));
      const orders = read.flatMap(({ order }) => (order?.store === store ? [order] : [])).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
      return { orders, unreadable: read.filter(({ order }) => order === null).map(({ key }) => key) };
    },
    { orders: [], unreadable: [] },
  );
}

export async function queuedOrders(store: string): Promise<QueuedOrder[]> {
  return (await storedOrders(store)).orders;
}

function dropOrders(keys: readonly IDBValidKey[]): Promise<boolean> {
  return soft(async (database) => {
    const tx = database.transaction("orders", "readwrite");
    await Promise.all([...keys.map((key) => tx.store.delete(key as string)), tx.done]);
    return true;
  }, false);
}

/** One tab at a time works on a store's queue. */
const forStore = <T>(store: string, task: () => Promise<T>) => oneTabAtATime(`offline-orders-${store}`, task);

/** What a run of sending came to: the orders whose state changed, entries let go unread, and whether some still wait. */
export interface SendRun {
  changed: QueuedOrder[];
  lost: number;
  /** Orders the shopper cancelled whose withdrawal was confirmed only now: they left the queue. */
  withdrawn: number;
  pending: boolean;
}

/**
 * Sends a store's queued orders in the order they were queued (or just the order `only`). One the
 * server did not answer stops the run: it and the rest wait for the next. Never throws.
 */
export function sendQueuedOrders(store: string, post: (order: QueuedOrder) => Promise<OrderAnswer>, only?: string): Promise<SendRun> {
  return forStore(store, async () => {
    const { orders, unreadable } = await storedOrders(store);
    await dropOrders(unreadable);
    const run: SendRun = { changed: [], lost: unreadable.length, withdrawn: 0, pending: false };
    for (const queued of awaitingSend(orders).filter((o) => !only || o.id === only)) {
      // Marked before it leaves: should the answer be lost, a cancel knows to ask the server first.
      const order = { ...queued, sendTried: true };
      if (!queued.sendTried && !(await putQueuedOrder(order))) {
        run.pending = true;
        break;
      }
      const state = stateAfterSend(await post(order).catch(() => ({ status: 0, body: null })));
      if (state === "retry") {
        run.pending = true;
        break;
      }
      // Cancelled by the shopper meanwhile (the answer to it lost): it leaves the queue.
      if (state === "withdrawn") {
        if (await dropOrders([order.id])) run.withdrawn += 1;
        continue;
      }
      const sent = { ...order, state };
      await putQueuedOrder(sent);
      run.changed.push(sent);
    }
    return run;
  });
}

/** The shopper agrees to the new total of an order whose price changed: it is queued again at that total. */
export function agreeToNewTotal(store: string, id: string): Promise<boolean> {
  return forStore(store, async () => {
    const order = (await storedOrders(store)).orders.find((o) => o.id === id);
    if (order?.state.status !== "confirm") return false;
    return putQueuedOrder({ ...order, quotedTotal: order.state.newTotal, state: { status: "queued" } });
  });
}

export type CancelOutcome = "cancelled" | "placed" | "unconfirmed" | "failed";

/**
 * Cancels an order not yet placed. One a send was tried for is first withdrawn on the server, which
 * may answer that it was placed after all (the answer lost): it then stays, placed. `unconfirmed`: the
 * server could not be asked, so the order stays queued; `failed`: storage did not answer.
 */
export function cancelQueuedOrder(store: string, id: string, withdraw: (order: QueuedOrder) => Promise<OrderAnswer>): Promise<CancelOutcome> {
  return forStore(store, async () => {
    const order = (await storedOrders(store)).orders.find((o) => o.id === id);
    if (order?.state.status === "placed") return "placed";
    if (order?.sendTried) {
      const withdrawn = outcomeOfWithdraw(await withdraw(order).catch(() => ({ status: 0, body: null })));
      if (withdrawn.outcome === "unconfirmed") return "unconfirmed";
      if (withdrawn.outcome === "placed") return (await putQueuedOrder({ ...order, state: withdrawn.state })) ? "placed" : "failed";
    }
    return (await dropOrders([id])) ? "cancelled" : "failed";
  });
}

/** Takes a placed or rejected order off the list. */
export async function dismissQueuedOrder(store: string, id: string): Promise<void> {
  await forStore(store, () => dropOrders([id]));
}
