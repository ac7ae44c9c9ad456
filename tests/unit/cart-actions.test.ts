import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Refusal } from "#core/domain/refusal.ts";
import { refusal } from "#core/domain/refusal.ts";
import { refusalText } from "#core/i18n/refusals.ts";
import type { ProductToAdd } from "#app/state/cart.ts";

/**
 * The cart store's actions (app/state/cart-actions.ts) as a page uses them, through useCartStore, with only
 * the network faked: a small cart API behind `fetch` that answers as the worker does (worker/api/cart.ts),
 * refusals included. The browser's own storage (cookie, localStorage, IndexedDB) is real or in memory.
 */

type Line = { item_id: number; sku: string; qty: number; name: string; price: number; quote_id: string; checksum: null; options: [] };

/** What the fake cart API does with the next update: take it, refuse it as a rule would, or fail as a server does. */
type UpdateAnswer = "take" | { status: number; refusal: Refusal; field: string } | "server-error";

class FakeCartApi {
  carts = new Map<string, Line[]>();
  stock = new Map<string, { qty: number; is_in_stock: boolean }>();
  updates: UpdateAnswer[] = [];
  requests: string[] = [];
  unreachable = false;
  /** What /create answers instead of a new cart: a backend that is down (the worker's 503 cartUnavailable). */
  createRefused = false;
  private nextItemId = 1;

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), "https://shop.test");
    const method = init?.method ?? "GET";
    this.requests.push(`${method} ${url.pathname}`);
    if (this.unreachable) throw new TypeError("Failed to fetch");
    const body = init?.body ? (JSON.parse(String(init.body)) as { cartItem: { sku: string; qty: number; item_id?: number | null } }) : null;
    const cartId = url.searchParams.get("cartId") ?? "";
    const lines = this.carts.get(cartId);
    switch (`${method} ${url.pathname}`) {
      case "GET /api/stock/check": {
        const sku = url.searchParams.get("sku")!;
        const stock = this.stock.get(sku) ?? { qty: 100, is_in_stock: true };
        return json(200, { sku, product_id: 1, manage_stock: true, status: 1, ...stock });
      }
      case "POST /api/cart/create": {
        if (this.createRefused) return refused(503, refusal("cartUnavailable"), "cartId");
        const id = crypto.randomUUID();
        this.carts.set(id, []);
        return json(200, id);
      }
      case "GET /api/cart/pull":
        return lines ? json(200, lines) : refused(404, refusal("noCart", { cartId }), "cartId");
      case "GET /api/cart/totals":
        return json(200, { grand_total: (lines ?? []).reduce((sum, l) => sum + l.price * l.qty, 0) });
      case "POST /api/cart/update": {
        const answer = this.updates.shift() ?? "take";
        if (answer === "server-error") return new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } });
        if (answer !== "take") return refused(answer.status, answer.refusal, answer.field);
        const item = body!.cartItem;
        const line = lines!.find((l) => (item.item_id ? l.item_id === item.item_id : l.sku === item.sku));
        if (line) line.qty = item.item_id ? item.qty : line.qty + item.qty;
        else lines!.push({ item_id: this.nextItemId++, sku: item.sku, qty: item.qty, name: item.sku, price: 1000, quote_id: cartId, checksum: null, options: [] });
        return json(200, lines!.find((l) => l.sku === item.sku));
      }
      case "POST /api/cart/delete": {
        this.carts.set(cartId, lines!.filter((l) => l.item_id !== body!.cartItem.item_id));
        return json(200, true);
      }
    }
    return json(404, `no API endpoint ${url.pathname}`);
  };

  sent(path: string): number {
    return this.requests.filter((r) => r.endsWith(path)).length;
  }
}

const json = (code: number, result: unknown) => Response.json({ code, result }, { status: code });
const refused = (code: number, said: Refusal, field: string) => Response.json({ code, result: `${field}: ${refusalText(said)}`, refusal: said }, { status: code });

/** The browser's cookie jar, as much of it as the cart uses: name=value pairs, Max-Age=0 removes one. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split(";").map((part) => part.trim());
      const [name, value] = pair!.split("=") as [string, string];
      if (attributes.includes("Max-Age=0")) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

const sofa: ProductToAdd = { sku: "SOFA-1", name: "Sofa", price: 1000, productType: "simple" };

let api: FakeCartApi;
let online: boolean;

/** A page's cart store, loaded afresh (as on a new page), connected to the Swedish store. */
async function connectedCart() {
  vi.resetModules();
  const { useCartStore } = await import("#app/state/cart.ts");
  await useCartStore.getState().connect("se");
  return useCartStore;
}

/** Changes queued offline for the Swedish store, as IndexedDB holds them. */
async function queuedChanges() {
  const { queuedCartChanges } = await import("#app/offline/cart-changes.ts");
  return (await queuedCartChanges("se")).map(({ change }) => change);
}

beforeEach(async () => {
  api = new FakeCartApi();
  online = true;
  vi.stubGlobal("fetch", api.fetch);
  vi.stubGlobal("document", cookieJar());
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("location", { protocol: "https:" });
  vi.stubGlobal("navigator", {
    get onLine() {
      return online;
    },
  });
  const { clearCartChanges } = await import("#app/offline/cart-changes.ts");
  await clearCartChanges("se");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("adding to the cart (SPEC §4 'Cart add', §5 'Add to cart')", () => {
  it("adds a product to a new guest cart, and adds more of it as an update", async () => {
    const cart = await connectedCart();
    expect(await cart.getState().add(sofa, 2)).toEqual({ ok: true, updated: false, stock: "ok" });
    const [cartId] = [...api.carts.keys()];
    expect(cart.getState().cartId).toBe(cartId);
    expect(document.cookie).toBe(`cart_se=${cartId}`);
    expect(api.carts.get(cartId!)!.map((l) => [l.sku, l.qty])).toEqual([["SOFA-1", 2]]);
    expect(cart.getState().items).toMatchObject([{ sku: "SOFA-1", qty: 2, item_id: 1 }]);

    expect(await cart.getState().add(sofa, 1)).toEqual({ ok: true, updated: true, stock: "ok" });
    expect(api.carts.get(cartId!)!.map((l) => [l.sku, l.qty])).toEqual([["SOFA-1", 3]]);
  });

  it.each<[string, unknown, Partial<ProductToAdd>, Refusal]>([
    ["a quantity that is not a positive whole number", "2.5", {}, refusal("qty")],
    ["a quantity of zero", 0, {}, refusal("qty")],
    ["an unknown price", 1, { price: Number.NaN }, refusal("priceUnknown")],
    ["a negative price", 1, { price: -1 }, refusal("priceUnknown")],
  ])("refuses %s before asking the server", async (_name, qty, product, expected) => {
    const cart = await connectedCart();
    const asked = api.requests.length;
    expect(await cart.getState().add({ ...sofa, ...product }, qty)).toEqual({ ok: false, refusal: expected });
    expect(api.requests.length).toBe(asked);
    expect(cart.getState().items).toEqual([]);
  });

  it("refuses a product the stock check says is sold out, without touching the cart", async () => {
    api.stock.set("SOFA-1", { qty: 0, is_in_stock: false });
    const cart = await connectedCart();
    expect(await cart.getState().add(sofa, 1)).toEqual({ ok: false, refusal: refusal("outOfStock") });
    expect(api.sent("/api/cart/update")).toBe(0);
    expect(cart.getState().items).toEqual([]);
  });

  it.each<[string, UpdateAnswer & object]>([
    ["more than is in stock", { status: 400, refusal: refusal("onlyAvailable", { qty: 3 }), field: "cartItem.qty" }],
    ["a cart whose order is being placed", { status: 409, refusal: refusal("checkoutInProgress"), field: "cartId" }],
    ["a required option left out", { status: 400, refusal: refusal("optionRequired", { option: "Finish" }), field: "cartItem.options.1" }],
    ["the upstream shop's own refusal", { status: 400, refusal: refusal("backendRefused", { message: "The requested qty is not available" }), field: "cartItem.qty" }],
    ["a cart whose backend did not answer (the page says it could not be added)", { status: 503, refusal: refusal("cartUnavailable"), field: "cartItem" }],
  ])("answers the cart's refusal of %s as its code, and drops the new line", async (_name, answer) => {
    const cart = await connectedCart();
    api.updates.push(answer);
    expect(await cart.getState().add(sofa, 5)).toEqual({ ok: false, refusal: answer.refusal });
    expect(cart.getState().items).toEqual([]);
    expect(await queuedChanges()).toEqual([]);
  });

  it("answers a server error with no refusal to say (the page says something went wrong)", async () => {
    const cart = await connectedCart();
    api.updates.push("server-error");
    expect(await cart.getState().add(sofa, 1)).toEqual({ ok: false, refusal: null });
    expect(await queuedChanges()).toEqual([]);
  });

  it("tells a new shopper could not add when the server answered that no cart can be opened, and queues nothing", async () => {
    api.createRefused = true;
    const cart = await connectedCart();
    expect(await cart.getState().add(sofa, 1)).toEqual({ ok: false, refusal: refusal("cartUnavailable") });
    expect(cart.getState().items).toEqual([]);
    expect(await queuedChanges()).toEqual([]);
  });

  it("queues a new shopper's add when opening a cart gets no answer at all", async () => {
    const cart = await connectedCart();
    api.unreachable = true;
    expect(await cart.getState().add(sofa, 2)).toEqual({ ok: true, updated: false, stock: "volatile" });
    expect(await queuedChanges()).toMatchObject([{ type: "set", sku: "SOFA-1", qty: 2 }]);
  });

  it("keeps the line for later when the server cannot be reached, and says the stock is not sure", async () => {
    const cart = await connectedCart();
    await cart.getState().add(sofa, 1);
    api.unreachable = true;
    expect(await cart.getState().add({ ...sofa, sku: "CHAIR-2", name: "Chair" }, 4)).toEqual({ ok: true, updated: false, stock: "volatile" });
    expect(cart.getState().items.map((i) => [i.sku, i.qty])).toEqual([["SOFA-1", 1], ["CHAIR-2", 4]]);
    expect(await queuedChanges()).toMatchObject([{ type: "set", sku: "CHAIR-2", qty: 4 }]);
  });
});

describe("changing a line's quantity", () => {
  it("updates the server's line, or restores the quantity the cart refused with its code", async () => {
    const cart = await connectedCart();
    await cart.getState().add(sofa, 1);
    expect(await cart.getState().setQty("SOFA-1", 2)).toEqual({ ok: true, updated: true, stock: "ok" });
    expect([...api.carts.values()][0]!.map((l) => l.qty)).toEqual([2]);

    api.updates.push({ status: 400, refusal: refusal("onlyAvailable", { qty: 2 }), field: "cartItem.qty" });
    expect(await cart.getState().setQty("SOFA-1", 9)).toEqual({ ok: false, refusal: refusal("onlyAvailable", { qty: 2 }) });
    expect(cart.getState().items.map((i) => i.qty)).toEqual([2]);
  });
});

describe("offline (SPEC §1, §4 'Online again')", () => {
  it("queues an add made offline without asking the server, and sends it when online again", async () => {
    const cart = await connectedCart();
    online = false;
    const asked = api.requests.length;
    expect(await cart.getState().add(sofa, 2)).toEqual({ ok: true, updated: false, stock: "volatile" });
    expect(api.requests.length).toBe(asked);
    expect(await queuedChanges()).toMatchObject([{ type: "set", sku: "SOFA-1", qty: 2 }]);

    online = true;
    expect(await cart.getState().sendOfflineChanges("online")).toEqual({ refused: [], pending: false });
    expect([...api.carts.values()][0]!.map((l) => [l.sku, l.qty])).toEqual([["SOFA-1", 2]]);
    expect(await queuedChanges()).toEqual([]);
  });

  it("tells which change made offline the cart refused when it was sent, by the line's name and the refusal's code", async () => {
    const cart = await connectedCart();
    online = false;
    await cart.getState().add(sofa, 7);
    online = true;
    api.updates.push({ status: 400, refusal: refusal("onlyAvailable", { qty: 3 }), field: "cartItem.qty" });
    expect(await cart.getState().sendOfflineChanges("online")).toEqual({ refused: [{ name: "Sofa", refusal: refusal("onlyAvailable", { qty: 3 }) }], pending: false });
    expect(await queuedChanges()).toEqual([]);
  });

  it("keeps the changes queued while the server cannot be reached", async () => {
    const cart = await connectedCart();
    online = false;
    await cart.getState().add(sofa, 1);
    online = true;
    api.unreachable = true;
    expect(await cart.getState().sendOfflineChanges("online")).toEqual({ refused: [], pending: true });
    expect(await queuedChanges()).toMatchObject([{ type: "set", sku: "SOFA-1", qty: 1 }]);
  });
});
