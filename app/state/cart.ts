import { create } from "zustand";
import { cartCookie } from "#core/catalog/cart-cookie.ts";
import type { ChosenOptions } from "#core/domain/cart-options.ts";
import type { ClientItem, LineStockNotice, StockStatus } from "#core/domain/cart-sync.ts";
import type { Refusal } from "#core/domain/refusal.ts";
import { STORE_CODES, type StoreCode } from "#core/stores.ts";
import type { ServerTotals } from "./cart-api.ts";

/** A cart line in the browser (SPEC §3 "Cart item"): what the microcart shows and what sync compares. */
export interface CartItem extends ClientItem {
  name: string;
  /** Unit price including tax, in the store's currency. */
  price: number;
  productType: "simple" | "configurable";
  parentSku?: string;
  url?: string;
  image?: string;
  /** Chosen configurable options (colour, size), custom options or bundle selections, as shown. */
  options?: { label: string; value: string }[];
  /** Custom options or bundle selections as sent to the server; their checksum tells lines apart. */
  chosen?: ChosenOptions;
}

export type ProductToAdd = Omit<CartItem, "qty" | "item_id" | "prev_qty" | "checksum" | "chosen">;

/** Why an add did not happen, or with which warning it did; the component turns this into SPEC §8 messages. */
export type AddResult =
  | { ok: true; updated: boolean; stock: StockStatus }
  /** The rule that said no, checked here first or by the cart; null when the cart gave no answer to say. */
  | { ok: false; refusal: Refusal | null };

export type OfflineRefusal =
  /** A change made offline that the cart refused when it was sent: the line's name and why (null: the cart gave no reason). */
  | { name: string; refusal: Refusal | null }
  /** An entry that could not be read (damaged, or stored by another build): a change was lost. */
  | { lost: true };

/** What sending the offline changes came to: the refused ones, and whether some still wait (the server did not answer). */
export interface OfflineSend {
  refused: OfflineRefusal[];
  pending: boolean;
}

/** SPEC §4 "Cart edit mode": null is off. */
export interface EditState {
  sku: string;
  qty: number;
  /** The product page (variant) whose options are being chosen. */
  url: string;
}

/** What the cart holds; components read it through useCartStore. */
interface CartData {
  storeCode: StoreCode | null;
  cartId: string | null;
  items: CartItem[];
  /** The server cart has been read once on this page. */
  connected: boolean;
  syncDisabled: boolean;
  bypassAttempts: number;
  lastSyncedHash: string | null;
  totals: ServerTotals | null;
  editing: EditState | null;
  /** Per sku, the last stock check's word on the line (SPEC §4 "Stock check"). */
  stockNotices: Record<string, Exclude<LineStockNotice, { type: "remove" }>>;
}

/** What the cart does (`cart-actions.ts`), loaded with its first use. */
export interface CartActions {
  connect(storeCode: StoreCode): Promise<void>;
  add(product: ProductToAdd, qty: unknown, chosen?: ChosenOptions): Promise<AddResult>;
  /** Lines are addressed by lineKey (sku, plus checksum for lines with options). */
  setQty(key: string, qty: number): Promise<AddResult>;
  remove(key: string): Promise<void>;
  /** After an order: empties the cart without a sync (SPEC §4 "Checkout"), once the cart's work has loaded. */
  clearWithoutSync(): void;
  /**
   * The lines became an order queued offline: they leave the cart now, and the server cart when the
   * browser is online again (queued removals, sent before anything added after them).
   */
  becameQueuedOrder(): Promise<void>;
  /** Reads the server cart again, the server's lines winning (after an add the server did by itself, or a sign-in). */
  reload(): Promise<void>;
  /** Sign-out: the browser lets go of the cart (it stays the customer's for the next sign-in). */
  disconnect(): void;
  /** Checks the stock of every line (the microcart does when it opens). */
  checkStock(): Promise<void>;
  /**
   * Sends the changes made offline, in order, then reads the cart back (SPEC §4 "Online again").
   * Answers the refused ones (sold out meanwhile...) for the shopper to be told; never throws.
   */
  sendOfflineChanges(reason: "visit" | "online" | "retry"): Promise<OfflineSend>;
  /**
   * Before signing out: sends the changes made offline to this customer's cart (a queued order's lines
   * leave it), waiting at most `patienceMs`. Refusals are kept for the next sendOfflineChanges to tell.
   */
  sendOfflineChangesBeforeSignOut(patienceMs: number): Promise<void>;
}

export interface CartState extends CartData, CartActions {
  openEdit(edit: EditState): void;
  changeEdit(change: Partial<EditState>): void;
  closeEdit(): void;
}

/**
 * The cart store. Its state and the edit mode are in every page's shell; the work behind its actions
 * (sync, the offline queue, stock) is loaded at the first call, which the header's count makes right
 * after hydration. Calls made meanwhile wait for it, in the order they were made.
 */
export const useCartStore = create<CartState>()((set, get) => {
  let loading: Promise<CartActions> | null = null;
  /**
   * Runs an action once the cart's work is loaded. Not loaded (offline before the service worker kept it,
   * or a deploy replaced it), the action answers `unloaded` (what "no answer from the cart" means for it),
   * and the next call tries again.
   */
  const run = <T,>(unloaded: T, action: (cart: CartActions) => T | Promise<T>): Promise<T> =>
    (loading ??= import("./cart-actions.ts").then((module) => module.cartActions(set, get))).then(action, () => {
      loading = null;
      return unloaded;
    });
  return {
    storeCode: null,
    cartId: null,
    items: [],
    connected: false,
    syncDisabled: false,
    bypassAttempts: 0,
    lastSyncedHash: null,
    totals: null,
    editing: null,
    stockNotices: {},

    connect: (storeCode) => run(undefined, (cart) => cart.connect(storeCode)),
    add: (product, qty, chosen) => run<AddResult>({ ok: false, refusal: null }, (cart) => cart.add(product, qty, chosen)),
    setQty: (key, qty) => run<AddResult>({ ok: false, refusal: null }, (cart) => cart.setQty(key, qty)),
    remove: (key) => run(undefined, (cart) => cart.remove(key)),
    clearWithoutSync: () => void run(undefined, (cart) => cart.clearWithoutSync()),
    becameQueuedOrder: () => run(undefined, (cart) => cart.becameQueuedOrder()),
    reload: () => run(undefined, (cart) => cart.reload()),
    disconnect: () => {
      // Signed out: the cart cookies go at once, whatever else is still loading.
      for (const code of STORE_CODES) document.cookie = cartCookie(code, null, location.protocol === "https:");
      void run(undefined, (cart) => cart.disconnect());
    },
    checkStock: () => run(undefined, (cart) => cart.checkStock()),
    sendOfflineChanges: (reason) => run<OfflineSend>({ refused: [], pending: true }, (cart) => cart.sendOfflineChanges(reason)),
    sendOfflineChangesBeforeSignOut: (patienceMs) => run(undefined, (cart) => cart.sendOfflineChangesBeforeSignOut(patienceMs)),

    openEdit: (edit) => set({ editing: edit }),
    changeEdit: (change) => set((s) => (s.editing ? { editing: { ...s.editing, ...change } } : {})),
    closeEdit: () => set({ editing: null }),
  };
});

/** Items in the cart (total quantity); null until the server cart has been read. */
export const useCartCount = () => useCartStore((s) => (s.connected ? s.items.reduce((sum, i) => sum + Math.max(0, i.qty), 0) : null));
