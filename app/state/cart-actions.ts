import type { StoreApi } from "zustand";
import { cartCookie, readCartId } from "#core/catalog/cart-cookie.ts";
import { parseQty } from "#core/domain/cart.ts";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import { optionsChecksum } from "#core/domain/cart-options.ts";
import {
  MAX_CART_BYPASS_ATTEMPTS,
  cartHash,
  connectOutcome,
  planSync,
  reconnectAfterSync,
  restoreAfterFailedUpdate,
  stockStatus,
  syncRequired,
  type SyncOptions,
  lineKey,
  lineStockNotice,
  withoutNewCart,
} from "#core/domain/cart-sync.ts";
import { track } from "../analytics/track.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { cartApi, type Failed } from "./cart-api.ts";
import type { AddResult, CartActions, CartItem, CartState, OfflineRefusal, OfflineSend } from "./cart.ts";

/** add_to_cart / remove_from_cart for a line going from `from` to `to` pieces (GA4, through the dataLayer). */
function trackLineChange(store: StoreCode | null, line: Pick<CartItem, "sku" | "name" | "price" | "options">, from: number, to: number): void {
  if (!store) return;
  const item = { item_id: line.sku, item_name: line.name, item_variant: line.options?.map((o) => o.value).join(" / ") || undefined, price: line.price };
  track((ga) => ga.trackEcommerce(store, ga.cartChangeEvent(STORE_VIEWS[store].i18n.currencyCode, item, from, to)));
}

/** After a change in this browser its lines win; on connect the server's do. */
const CLIENT_WINS: SyncOptions = { forceClientState: true };
const SERVER_WINS: SyncOptions = { forceClientState: false, allowLocalModification: true };

const localKey = (store: StoreCode) => `cart-items:${store}`;

/** What sending the browser's lines came to: done (or kept for later), or refused (`offline`: nothing answered). */
type Synced = { ok: true; queued?: boolean } | { ok: false; refusal: Refusal | null; offline?: boolean };
const failedWith = (answer: Failed): Synced => ({ ok: false, refusal: answer.refusal, offline: answer.status === 0 });

/** Whether the browser says it has no connection (outside a browser it never does). */
const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The IndexedDB queue of offline changes, loaded when first needed: it is in no page's first script. */
const offlineQueue = () => import("../offline/cart-replay.ts").catch(() => null);

/** Line details the server does not keep (image, url, options) survive page loads here. */
function saveLocal(store: StoreCode | null, items: CartItem[]): void {
  if (!store) return;
  try {
    localStorage.setItem(localKey(store), JSON.stringify(items));
  } catch {
    // Storage full or disabled: the server cart still holds the lines.
  }
}

function loadLocal(store: StoreCode): CartItem[] {
  try {
    return JSON.parse(localStorage.getItem(localKey(store)) ?? "[]") as CartItem[];
  } catch {
    return [];
  }
}

function writeCartCookie(store: StoreCode, cartId: string): void {
  document.cookie = cartCookie(store, cartId, location.protocol === "https:");
}

/** Syncs run one after another: each plans from the state the previous one left. */
let queue: Promise<unknown> = Promise.resolve();
function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** The first read of the server cart; changes wait for it, so it cannot undo them. */
let connection: Promise<void> | null = null;

/**
 * A change written as mutations (as with immer, without its weight in every page's script): the recipe
 * changes a copy of the state whose lines, notices and edit state are copied too, so nothing shared is touched.
 */
function draftOf(state: CartState): CartState {
  return { ...state, items: state.items.map((item) => ({ ...item })), stockNotices: { ...state.stockNotices }, editing: state.editing && { ...state.editing } };
}

/**
 * The cart's work: connect, sync, the offline queue, stock checks (SPEC §4). The shell's store loads this
 * after hydration, so none of it is in a page's first script.
 */
export function cartActions(plainSet: StoreApi<CartState>["setState"], get: () => CartState): CartActions {
  const set = (change: Partial<CartState> | ((draft: CartState) => void)) =>
    typeof change === "function"
      ? plainSet((state) => {
          const draft = draftOf(state);
          change(draft);
          return draft;
        })
      : plainSet(change);
  /** A new guest cart (SPEC §4 "Cart connect"), counted against maxCartBypassAttempts: true, or the failed answer (null without a store). */
  async function createGuestCart(): Promise<true | Failed | null> {
    const { storeCode, bypassAttempts } = get();
    if (!storeCode) return null;
    const created = await cartApi.create(storeCode);
    const outcome = connectOutcome(created.status, bypassAttempts, MAX_CART_BYPASS_ATTEMPTS);
    if (outcome !== "sync" || "failed" in created) {
      set((s) => {
        s.syncDisabled = outcome === "sync-disabled";
        s.bypassAttempts += 1;
      });
      if (outcome === "retry-as-guest") return createGuestCart();
      return "failed" in created ? created : null;
    }
    writeCartCookie(storeCode, created.result);
    set((s) => {
      s.cartId = created.result;
      s.lastSyncedHash = null;
      for (const item of s.items) item.item_id = null;
    });
    return true;
  }
  const newGuestCart = async () => (await createGuestCart()) === true;

  async function refreshTotals(): Promise<void> {
    const { cartId } = get();
    if (!cartId) return;
    const totals = await cartApi.totals(cartId);
    if (!("failed" in totals)) set({ totals: totals.result });
  }

  /**
   * SPEC §4 "Cart sync": pull the server lines, plan, apply. With forceClientState the browser's
   * lines win (after a local change); without, the server's do (on connect).
   */
  const sync = (options: SyncOptions) => serialized(() => syncNow(options));

  async function syncNow(options: SyncOptions): Promise<Synced> {
    const { forceClientState } = options;
    const { cartId, items, lastSyncedHash, syncDisabled } = get();
    if (!cartId || syncDisabled) return { ok: false, refusal: null };
    if (forceClientState && !syncRequired({ hash: cartHash(items), lastSyncedHash, canUpdateMethods: true })) return { ok: true };
    const pulled = await cartApi.pull(cartId);
    if ("failed" in pulled) {
      if (reconnectAfterSync(pulled.status, get().bypassAttempts, MAX_CART_BYPASS_ATTEMPTS) && pulled.status !== 0) {
        set((s) => {
          s.bypassAttempts += 1;
        });
        if (await newGuestCart()) return syncNow(CLIENT_WINS);
      }
      return failedWith(pulled);
    }
    let refused: Failed | undefined;
    const plan = planSync(get().items, pulled.result, options);
    for (const action of plan.actions) {
      switch (action.type) {
        case "push":
        case "update-server": {
          const key = lineKey(action);
          const item = get().items.find((i) => lineKey(i) === key)!;
          const sent = await cartApi.update(cartId, {
            sku: action.sku,
            qty: action.qty,
            item_id: action.type === "update-server" ? action.item_id : null,
            product_type: item.productType,
            ...(item.chosen ? { chosen: item.chosen } : {}),
          });
          set((s) => {
            const index = s.items.findIndex((i) => lineKey(i) === key);
            if (index < 0) return;
            if ("failed" in sent) {
              const restored = restoreAfterFailedUpdate({ ...s.items[index]!, item_id: action.type === "update-server" ? action.item_id : s.items[index]!.item_id });
              if (restored) s.items[index] = restored;
              else s.items.splice(index, 1);
            } else {
              const line = s.items[index]!;
              line.item_id = sent.result.item_id;
              line.price = sent.result.price;
              line.prev_qty = sent.result.qty;
              // The server's checksum and labels (it normalizes the choice and fills in defaults).
              if (sent.result.checksum) {
                line.checksum = sent.result.checksum;
                line.options = [...(line.options ?? []).filter((o) => !sent.result.options.some((n) => n.label === o.label)), ...sent.result.options];
              }
            }
          });
          if ("failed" in sent) refused = sent;
          break;
        }
        case "delete-server":
          await cartApi.remove(cartId, { sku: action.sku, item_id: action.item_id });
          break;
        case "remove-local":
          set((s) => {
            s.items = s.items.filter((i) => lineKey(i) !== lineKey(action));
          });
          break;
        case "update-local":
        case "link":
          set((s) => {
            const item = s.items.find((i) => lineKey(i) === lineKey(action));
            if (!item) return;
            item.item_id = action.item_id;
            if (action.type === "update-local") item.qty = action.qty;
          });
          break;
        case "add-local": {
          const server = pulled.result.find((i) => i.item_id === action.item_id)!;
          set((s) => {
            s.items.push({
              sku: server.sku,
              qty: server.qty,
              item_id: server.item_id,
              prev_qty: server.qty,
              name: server.name,
              price: server.price,
              productType: "simple",
              checksum: server.checksum,
              options: server.options,
            });
          });
          break;
        }
      }
    }
    // Quantities the server accepted, prices it computed.
    set((s) => {
      for (const item of s.items) {
        const server = pulled.result.find((i) => lineKey(i) === lineKey(item));
        if (server && !forceClientState) item.price = server.price;
      }
      s.lastSyncedHash = cartHash(s.items);
    });
    saveLocal(get().storeCode, get().items);
    await refreshTotals();
    return refused ? failedWith(refused) : { ok: true };
  }

  /** Without a connection a change is kept for later: the line as it should be, queued in IndexedDB (SPEC §1). */
  async function queueOffline(line: CartItem | undefined, removed: { sku: string; checksum?: string | null } | null): Promise<boolean> {
    const { storeCode } = get();
    if (!storeCode) return false;
    saveLocal(storeCode, get().items);
    const queue = await offlineQueue();
    return queue ? queue.queueLineChange(storeCode, line, removed) : false;
  }

  /** Changes the cart refused while they were sent at connect time, told with the next sendOfflineChanges. */
  let unreported: OfflineRefusal[] = [];

  async function sendQueue(storeCode: StoreCode): Promise<OfflineSend> {
    const queue = await offlineQueue();
    if (!queue) return { refused: [], pending: false };
    const names = new Map([...loadLocal(storeCode), ...get().items].map((item) => [item.sku, item.name]));
    return queue.replayQueued(storeCode, { cartId: () => get().cartId, newCart: newGuestCart, names });
  }

  /** A change no cart took: the line goes back to what it was (a new line goes). */
  function undoChange(key: string): void {
    set((s) => {
      const index = s.items.findIndex((i) => lineKey(i) === key);
      if (index < 0) return;
      const restored = restoreAfterFailedUpdate(s.items[index]!);
      if (restored) s.items[index] = restored;
      else s.items.splice(index, 1);
    });
  }

  /**
   * Sends the browser's lines (opening a cart first when there is none); without a connection (or when nothing answers) the line `key` is queued
   * as it is now instead, to be sent when the browser is online again (SPEC §1).
   */
  async function syncOrQueue(key: string): Promise<Synced> {
    if (!isOffline()) {
      const cart = get().cartId ? true : await createGuestCart();
      if (cart === true) {
        const synced = await sync(CLIENT_WINS);
        if (synced.ok || !synced.offline) return synced;
      } else if (cart) {
        const withoutCart = withoutNewCart(cart);
        if (!withoutCart.queue) {
          undoChange(key);
          return { ok: false, refusal: withoutCart.refusal };
        }
      }
    }
    return (await queueOffline(get().items.find((i) => lineKey(i) === key), null)) ? { ok: true, queued: true } : { ok: false, refusal: null };
  }

  async function changeLine(key: string, change: (item: CartItem) => void): Promise<AddResult> {
    await connection;
    let changed: { line: CartItem; from: number; to: number } | null = null;
    set((s) => {
      const item = s.items.find((i) => lineKey(i) === key);
      if (!item) return;
      item.prev_qty = item.qty;
      change(item);
      changed = { line: { ...item }, from: item.prev_qty, to: item.qty };
    });
    const synced = await syncOrQueue(key);
    const told = changed as { line: CartItem; from: number; to: number } | null;
    if (synced.ok && told) trackLineChange(get().storeCode, told.line, told.from, told.to);
    return synced.ok ? { ok: true, updated: true, stock: synced.queued ? "volatile" : "ok" } : { ok: false, refusal: synced.refusal };
  }

  return {
    connect(storeCode) {
      if (get().storeCode === storeCode && connection) return connection;
      connection = (async () => {
        const cartId = readCartId(document.cookie, storeCode);
        set({ storeCode, cartId, items: loadLocal(storeCode), connected: false, lastSyncedHash: null });
        // Changes made offline go first: the server's lines win the sync after them.
        if (!isOffline()) unreported.push(...(await sendQueue(storeCode)).refused);
        if (get().cartId) await sync(SERVER_WINS);
        // Offline, lines added before this shop ever had a cart are still to be sent: they stay.
        else if (!isOffline()) set({ items: [] });
        set({ connected: true });
      })();
      return connection;
    },

    async add(product, qtyInput, chosen) {
      const qty = parseQty(qtyInput);
      if (qty === null) return { ok: false, refusal: refusal("qty") };
      await connection;
      // SPEC §5: zero-price products are allowed; unknown or negative prices are not.
      if (!Number.isFinite(product.price) || product.price < 0) return { ok: false, refusal: refusal("priceUnknown") };
      const { storeCode } = get();
      if (!storeCode) return { ok: false, refusal: null };
      const offline = isOffline();
      // Offline the stock cannot be asked: the line is added and checked when the change is sent.
      const answer = offline ? null : await cartApi.stock(product.sku, storeCode);
      const stock = stockStatus(!answer || "failed" in answer ? null : { isInStock: answer.result.is_in_stock, qty: answer.result.qty });
      if (stock === "out_of_stock") return { ok: false, refusal: refusal("outOfStock") };
      // Lines with options are told apart by checksum (the server's, once it answered).
      const hasChoice = chosen !== undefined && optionsChecksum(chosen) !== null;
      const key = lineKey({ sku: product.sku, checksum: hasChoice ? optionsChecksum(chosen!) : null });
      const existing = get().items.find((i) => lineKey(i) === key || (hasChoice && i.sku === product.sku && i.chosen && optionsChecksum(i.chosen) === optionsChecksum(chosen!)));
      set((s) => {
        const line = existing ? s.items.find((i) => lineKey(i) === lineKey(existing)) : undefined;
        if (line) {
          line.prev_qty = line.qty;
          line.qty += qty;
        } else {
          s.items.push({ ...product, qty, item_id: null, prev_qty: 0, ...(hasChoice ? { chosen, checksum: optionsChecksum(chosen!) } : {}) });
        }
      });
      const synced = await syncOrQueue(existing ? lineKey(existing) : key);
      if (!synced.ok) return { ok: false, refusal: synced.refusal };
      trackLineChange(storeCode, product, 0, qty);
      return { ok: true, updated: existing !== undefined, stock: synced.queued ? "volatile" : stock };
    },

    setQty(key, qty) {
      return changeLine(key, (item) => {
        item.qty = qty;
      });
    },

    async remove(key) {
      await connection;
      const item = get().items.find((i) => lineKey(i) === key);
      set((s) => {
        s.items = s.items.filter((i) => lineKey(i) !== key);
      });
      if (item) trackLineChange(get().storeCode, item, item.qty, 0);
      if (isOffline()) {
        if (item) await queueOffline(undefined, item);
        return;
      }
      // SPEC §4 "Cart remove": removed locally, then synced when the line has a server id.
      const { cartId } = get();
      if (item?.item_id && cartId) await cartApi.remove(cartId, { sku: item.sku, item_id: item.item_id });
      set((s) => {
        s.lastSyncedHash = cartHash(s.items);
      });
      saveLocal(get().storeCode, get().items);
      await refreshTotals();
    },

    clearWithoutSync() {
      const { storeCode } = get();
      // The cart became an order: changes queued for it are not for the next one.
      if (storeCode) void offlineQueue().then((queue) => queue?.clearCartChanges(storeCode));
      set((s) => {
        s.items = [];
        s.totals = null;
        s.lastSyncedHash = cartHash([]);
      });
      saveLocal(get().storeCode, []);
    },

    async becameQueuedOrder() {
      await connection;
      const { storeCode, items } = get();
      set((s) => {
        s.items = [];
        s.totals = null;
      });
      for (const item of items) await queueOffline(undefined, { sku: item.sku, checksum: item.checksum ?? null });
      saveLocal(storeCode, []);
    },

    async reload() {
      const { storeCode } = get();
      if (!storeCode) return;
      await connection;
      set({ cartId: readCartId(document.cookie, storeCode), lastSyncedHash: null });
      await sync(SERVER_WINS);
    },

    disconnect() {
      const { storeCode } = get();
      if (!storeCode) return;
      // Signed out: this shopper's queued changes never reach the next shopper's cart.
      void offlineQueue().then((queue) => queue?.clearCartChanges(storeCode));
      set((s) => {
        s.cartId = null;
        s.items = [];
        s.totals = null;
        s.lastSyncedHash = cartHash([]);
      });
      saveLocal(storeCode, []);
    },

    async checkStock() {
      const { storeCode, items, syncDisabled } = get();
      // Offline nothing can be known: an unanswered check must never take lines out.
      if (!storeCode || items.length === 0 || isOffline()) return;
      const answers = await cartApi.stockList(items.map((i) => i.sku), storeCode);
      const removed: string[] = [];
      set((s) => {
        for (const item of s.items) {
          const answer = answers.find((a) => a.sku === item.sku);
          const notice = lineStockNotice(answer ? { isInStock: answer.is_in_stock, qty: answer.qty } : null, { allowOutOfStockInCart: false, syncOn: !syncDisabled && s.cartId !== null });
          if (notice?.type === "remove") removed.push(lineKey(item));
          else if (notice) s.stockNotices[item.sku] = notice;
        }
      });
      for (const key of removed) await get().remove(key);
    },

    async sendOfflineChanges(reason) {
      await connection;
      const { storeCode } = get();
      const refused = unreported;
      unreported = [];
      // Offline nothing can be sent: the `online` event asks again.
      if (!storeCode || isOffline()) return { refused, pending: false };
      const sent = await serialized(() => sendQueue(storeCode));
      // Online again, the cart is read back from the server (SPEC §4); on a visit connect has just read it.
      if (reason !== "visit" || sent.refused.length > 0) await get().reload();
      return { refused: [...refused, ...sent.refused], pending: sent.pending };
    },

    async sendOfflineChangesBeforeSignOut(patienceMs) {
      await connection;
      const { storeCode } = get();
      if (!storeCode || isOffline()) return;
      const sending = serialized(() => sendQueue(storeCode)).then((sent) => void unreported.push(...sent.refused), () => undefined);
      await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, patienceMs))]);
    },
  };
}
