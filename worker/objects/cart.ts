import { DurableObject } from "cloudflare:workers";
import { addToCart, mergeCartLines, removeLine, type AddOutcome, type AddRequest, type CartLine, type LineOptions } from "#core/domain/cart.ts";
import { withFeeChoice, type ChosenFee } from "#core/domain/extra-fees.ts";
import { refusal } from "#core/domain/refusal.ts";
import type { StoreCode } from "#core/stores.ts";
import type { CartBusy, CartInfo } from "#core/port/index.ts";


type LineRow = {
  item_id: number;
  sku: string;
  qty: number;
  checksum: string | null;
  has_config: number;
  name: string;
  unit_price: number;
  options: string | null;
};

/**
 * How long a checkout may hold a cart before another may take it over: longer than placing an
 * order takes, short enough that a request that died mid-checkout does not lock the cart for long.
 */
const CHECKOUT_HOLD_MS = 30_000;

/** Applied change ids a cart remembers: far more than a shopper queues offline between two connections. */
const OPERATIONS_KEPT = 500;

export type CheckoutStart =
  | { ok: true; info: CartInfo & { store: StoreCode }; lines: CartLine[] }
  | { ok: false; reason: "no_cart" | "empty" | "busy" };

/** A new cart's id: its object's own id, which the platform signs, so only the shop can make one (decision 0038). */
export function newCartId(env: Pick<Env, "CART">): string {
  return env.CART.newUniqueId().toString();
}

/** The object id behind a cart id, or null for an id no cart can have; never touches an object. */
function objectIdOf(env: CartEnv, cartId: string, now: number): DurableObjectId | null {
  if (OBJECT_ID.test(cartId)) {
    try {
      return env.CART.idFromString(cartId.toLowerCase());
    } catch {
      // Not minted by this namespace: forged or mistyped.
      return null;
    }
  }
  return LEGACY_ID.test(cartId) && now < Date.parse(env.LEGACY_CART_IDS_UNTIL ?? "") ? env.CART.idFromName(cartId) : null;
}

const OBJECT_ID = /^[0-9a-f]{64}$/i;
const LEGACY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bindings a cart id is resolved with. LEGACY_CART_IDS_UNTIL (YYYY-MM-DD, checked by config.ts): until then the UUIDs carts
 * were named by before decision 0038 still reach their carts; unset, a UUID reaches none.
 */
export type CartEnv = Pick<Env, "CART"> & { LEGACY_CART_IDS_UNTIL?: string };

/** What a caller may ask a cart: the Cart object's methods, each answered asynchronously. */
export type CartHandle = { [K in CartMethod]: (...args: Parameters<Cart[K]>) => Promise<Awaited<ReturnType<Cart[K]>>> };
type CartMethod = Exclude<keyof Cart, keyof DurableObject | "fetch" | "alarm" | "webSocketMessage" | "webSocketClose" | "webSocketError">;

/**
 * The Cart object of a cart id; an id no cart can have gets the answers of a cart nobody created, from
 * no object at all: instantiating an object stores it (workerd keeps a database per object touched).
 */
export function cartObject(env: CartEnv, cartId: string, now = Date.now()): CartHandle {
  const id = objectIdOf(env, cartId, now);
  return id ? env.CART.get(id) : unknownCart(cartId);
}

const nothing = async () => undefined;
const NO_CART_INFO: CartInfo = { store: null, coupon: null, shippingMethod: null, fees: [] };

/** A cart nobody created: the answers Cart gives before its first write, and no write taken. */
function unknownCart(cartId: string): CartHandle {
  return {
    recalled: async () => null,
    record: nothing,
    open: async () => NO_CART_INFO,
    openUpstream: async () => NO_CART_INFO,
    renewUpstream: nothing,
    backendCart: async () => null,
    info: async () => NO_CART_INFO,
    snapshot: async () => ({ info: NO_CART_INFO, lines: [] }),
    lines: async () => [],
    add: async () => ({ ok: false, field: "cart", refusal: refusal("noCart", { cartId }) }),
    remove: async () => "missing",
    // Every line is handed back: nothing given to a cart that does not exist is lost.
    absorb: async (lines) => ({ ok: true, left: lines }),
    takeAll: async () => ({ ok: true, lines: [], coupon: null, fees: [] }),
    setShippingMethod: async () => "set",
    setCoupon: async () => "set",
    setFees: async () => "set",
    applyFee: async () => "missing",
    beginCheckout: async () => ({ ok: false, reason: "no_cart" }),
    finishCheckout: nothing,
  };
}

/**
 * One object per cart token: the cart-token lock. Every method runs start to finish on this
 * object's synchronous storage with nothing awaited in between, so concurrent requests on one
 * cart are applied one after another and never lose an update.
 */
export class Cart extends DurableObject<Env> {
  /**
   * Whether this cart was ever written. A cart id nobody created is answered from nothing: reads
   * never create the tables (or any stored state) of an object a made-up id points at.
   */
  private exists = this.ctx.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'cart_meta'`).one().n > 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    if (this.exists) this.migrate();
  }

  /** The tables, created on the first write. */
  private ensureTables(): void {
    if (this.exists) return;
    this.ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS cart_lines (item_id INTEGER PRIMARY KEY, sku TEXT NOT NULL, qty INTEGER NOT NULL, checksum TEXT,
        has_config INTEGER NOT NULL DEFAULT 0, name TEXT NOT NULL, unit_price REAL NOT NULL, options TEXT);
      CREATE TABLE IF NOT EXISTS cart_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`);
    this.ensureOperationsTable();
    this.exists = true;
  }

  private migrate(): void {
    const columns = this.ctx.storage.sql.exec<{ name: string }>(`PRAGMA table_info(cart_lines)`).toArray();
    // Carts created before lines could carry options get the column (JSON of LineOptions).
    if (!columns.some((c) => c.name === "options")) this.ctx.storage.sql.exec(`ALTER TABLE cart_lines ADD COLUMN options TEXT`);
    // Carts created before changes carried ids get the ledger.
    this.ensureOperationsTable();
  }

  /** The ledger of applied changes by id (replayed offline changes): the last OPERATIONS_KEPT, with their answers. */
  private ensureOperationsTable(): void {
    this.ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS cart_operations (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, answer TEXT NOT NULL)`);
  }

  /** The answer a change with this id got when it was applied, or null when it never was. */
  recalled(operationId: string): AddOutcome | "removed" | null {
    if (!this.exists) return null;
    const row = this.ctx.storage.sql.exec<{ answer: string }>(`SELECT answer FROM cart_operations WHERE id = ?`, operationId).toArray()[0];
    return row ? (JSON.parse(row.answer) as AddOutcome | "removed") : null;
  }

  /** Notes an applied change (called in the same step as the change, except for a set's own id after its items). */
  record(operationId: string, answer: AddOutcome | "removed"): void {
    this.ensureTables();
    const sql = this.ctx.storage.sql;
    sql.exec(`INSERT INTO cart_operations (id, answer) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`, operationId, JSON.stringify(answer));
    sql.exec(`DELETE FROM cart_operations WHERE seq <= (SELECT MAX(seq) FROM cart_operations) - ?`, OPERATIONS_KEPT);
  }

  private meta(key: string): string | null {
    if (!this.exists) return null;
    return this.ctx.storage.sql.exec<{ value: string }>(`SELECT value FROM cart_meta WHERE key = ?`, key).toArray()[0]?.value ?? null;
  }

  private setMeta(key: string, value: string | null): void {
    this.ensureTables();
    if (value === null) this.ctx.storage.sql.exec(`DELETE FROM cart_meta WHERE key = ?`, key);
    else this.ctx.storage.sql.exec(`INSERT INTO cart_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value);
  }

  /** Creates the cart for a store; an existing cart keeps its store. */
  open(store: StoreCode): CartInfo {
    if (this.meta("store") === null) {
      this.setMeta("store", store);
      this.setMeta("created_at", new Date().toISOString());
    }
    return this.info();
  }

  /**
   * A cart an upstream backend keeps (COMMERCE_BACKEND=upstream): this object holds its store, the
   * backend's own cart token (a bearer secret that never leaves the server) and the shopper's choices.
   */
  openUpstream(store: StoreCode, backendToken: string): CartInfo {
    this.open(store);
    if (this.meta("backend_cart") === null) this.setMeta("backend_cart", backendToken);
    return this.info();
  }

  /** After an order from upstream cart `placedFrom`: the cart goes on with a new one, its coupon, fees and delivery choice spent. */
  renewUpstream(placedFrom: string, backendToken: string): void {
    if (this.meta("backend_cart") !== placedFrom) return;
    this.setMeta("backend_cart", backendToken);
    for (const key of ["coupon", "fees", "shipping_method"]) this.setMeta(key, null);
  }

  /** The upstream backend's cart behind this cart id, or null when there is none. */
  backendCart(): { store: StoreCode; token: string } | null {
    const [store, token] = [this.meta("store"), this.meta("backend_cart")];
    return store && token ? { store: store as StoreCode, token } : null;
  }

  info(): CartInfo {
    const fees = this.meta("fees");
    return { store: this.meta("store") as StoreCode | null, coupon: this.meta("coupon"), shippingMethod: this.meta("shipping_method"), fees: fees ? (JSON.parse(fees) as ChosenFee[]) : [] };
  }

  /** Info and lines in one call: what most cart operations start from. */
  snapshot(): { info: CartInfo; lines: CartLine[] } {
    return { info: this.info(), lines: this.lines() };
  }

  lines(): CartLine[] {
    if (!this.exists) return [];
    return this.ctx.storage.sql
      .exec<LineRow>(`SELECT item_id, sku, qty, checksum, has_config, name, unit_price, options FROM cart_lines ORDER BY item_id`)
      .toArray()
      .map((r) => ({
        itemId: r.item_id,
        sku: r.sku,
        qty: r.qty,
        checksum: r.checksum,
        hasConfigurableOptions: r.has_config === 1,
        name: r.name,
        unitPrice: r.unit_price,
        options: r.options ? (JSON.parse(r.options) as LineOptions) : null,
      }));
  }

  /**
   * Adds or updates a line by the rules of app/domain/cart.ts; a refusal leaves the cart as it was.
   * A change with an id already applied gets its first answer and changes nothing.
   */
  add(request: AddRequest, product: Parameters<typeof addToCart>[2], operationId?: string): AddOutcome | CartBusy {
    const applied = operationId ? this.recalled(operationId) : null;
    if (applied && applied !== "removed") return applied;
    if (this.checkoutHeld()) return { ok: false, field: "cart", refusal: refusal("checkoutInProgress"), busy: true };
    const current = this.lines();
    const nextItemId = current.reduce((max, line) => Math.max(max, line.itemId), 0) + 1;
    const outcome = addToCart(current, request, product, nextItemId);
    if (outcome.ok) {
      this.save(outcome.lines);
      // The answer a repeat gets is the line, not the whole cart as it was then.
      if (operationId) this.record(operationId, { ...outcome, lines: [] });
    }
    return outcome;
  }

  remove(itemId: number, operationId?: string): "removed" | "missing" | "busy" {
    if (operationId && this.recalled(operationId) === "removed") return "removed";
    if (this.checkoutHeld()) return "busy";
    const current = this.lines();
    const next = removeLine(current, itemId);
    if (next.length === current.length) return "missing";
    this.save(next);
    if (operationId) this.record(operationId, "removed");
    return "removed";
  }

  /** Takes lines from another cart (sign-in merge): same lines add up; lines over the limit are handed back. */
  absorb(lines: CartLine[]): { ok: true; left: CartLine[] } | { ok: false; reason: "busy" } {
    if (this.checkoutHeld()) return { ok: false, reason: "busy" };
    if (lines.length === 0) return { ok: true, left: [] };
    const merged = mergeCartLines(this.lines(), lines);
    this.save(merged.lines);
    return { ok: true, left: merged.left };
  }

  /**
   * Hands over every line and the coupon and empties the cart in one step (the guest cart at
   * sign-in): two merges of one cart cannot both take its lines; refused while an order is placed.
   */
  takeAll(): { ok: true; lines: CartLine[]; coupon: string | null; fees: ChosenFee[] } | { ok: false; reason: "busy" } {
    if (this.checkoutHeld()) return { ok: false, reason: "busy" };
    const lines = this.lines();
    const coupon = this.meta("coupon");
    const fees = this.info().fees;
    if (this.exists) {
      this.ctx.storage.sql.exec(`DELETE FROM cart_lines`);
      this.setMeta("coupon", null);
      this.setMeta("fees", null);
    }
    return { ok: true, lines, coupon, fees };
  }

  setShippingMethod(code: string | null): "set" | "busy" {
    if (this.checkoutHeld()) return "busy";
    if (this.info().store !== null) this.setMeta("shipping_method", code);
    return "set";
  }

  setCoupon(code: string | null): "set" | "busy" {
    if (this.checkoutHeld()) return "busy";
    if (this.info().store !== null) this.setMeta("coupon", code);
    return "set";
  }

  /** The cart's extra fees (a merge brings the guest cart's), checked by the caller. */
  setFees(fees: readonly ChosenFee[]): "set" | "busy" {
    if (this.checkoutHeld()) return "busy";
    if (this.info().store !== null) this.setMeta("fees", fees.length > 0 ? JSON.stringify(fees) : null);
    return "set";
  }

  /** SPEC §7 "apply fee": one fee's choice replaces its earlier one, read and written in one step (two quick changes both count). */
  applyFee(choice: ChosenFee): "set" | "busy" | "missing" {
    const info = this.info();
    if (info.store === null) return "missing";
    return this.setFees(withFeeChoice(info.fees, choice));
  }

  /**
   * Takes the cart for placing an order under `key`: its lines and coupon as they are now, and no
   * change to them until finishCheckout. The same key may take it again (a retried submission);
   * another key is refused while the hold lasts, and an empty cart (its order placed) has nothing to order.
   */
  beginCheckout(key: string): CheckoutStart {
    const info = this.info();
    if (info.store === null) return { ok: false, reason: "no_cart" };
    const hold = this.checkoutHold();
    if (hold && hold.key !== key) return { ok: false, reason: "busy" };
    const lines = this.lines();
    if (lines.length === 0) return { ok: false, reason: "empty" };
    this.setMeta("checkout", JSON.stringify({ key, at: Date.now() }));
    return { ok: true, info: { ...info, store: info.store }, lines };
  }

  /** Ends the hold of `key`: a placed order empties the cart without a sync (SPEC §4 Checkout); otherwise it stays as it was. */
  finishCheckout(key: string, placed: boolean): void {
    // The stored hold, whatever its age: an order placed after the hold lapsed still empties the cart.
    const raw = this.meta("checkout");
    if (!raw || (JSON.parse(raw) as { key: string }).key !== key) return;
    if (placed) {
      this.ctx.storage.sql.exec(`DELETE FROM cart_lines`);
      this.setMeta("coupon", null);
      this.setMeta("fees", null);
    }
    this.setMeta("checkout", null);
  }

  private checkoutHold(): { key: string; at: number } | null {
    const raw = this.meta("checkout");
    if (!raw) return null;
    const hold = JSON.parse(raw) as { key: string; at: number };
    return Date.now() - hold.at < CHECKOUT_HOLD_MS ? hold : null;
  }

  private checkoutHeld(): boolean {
    return this.checkoutHold() !== null;
  }

  private save(lines: readonly CartLine[]): void {
    this.ensureTables();
    const sql = this.ctx.storage.sql;
    sql.exec(`DELETE FROM cart_lines`);
    for (const l of lines) {
      sql.exec(
        `INSERT INTO cart_lines (item_id, sku, qty, checksum, has_config, name, unit_price, options) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        l.itemId,
        l.sku,
        l.qty,
        l.checksum,
        l.hasConfigurableOptions ? 1 : 0,
        l.name,
        l.unitPrice,
        l.options ? JSON.stringify(l.options) : null,
      );
    }
  }
}
