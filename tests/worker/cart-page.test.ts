import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, call, cartWith, productWithStock } from "./order-helpers.ts";

interface PulledLine { item_id: number; sku: string; qty: number }

const pulled = async (cartId: string) => (await call<PulledLine[]>("GET", `/api/cart/pull?cartId=${cartId}`)).json.result;
const get = (path: string, cookie?: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
const post = (path: string, cookie: string, fields: Record<string, string>) => SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields), redirect: "manual" });

/** A cart of one line and the cookie this browser holds it by. */
async function cartOfOne(qty = 1) {
  const product = await productWithStock(20);
  const cartId = await cartWith(product.sku, qty);
  const [line] = await pulled(cartId);
  return { product, cartId, itemId: String(line!.item_id), cookie: `cart_se=${cartId}` };
}

describe("the cart page (issue 36), without JavaScript", () => {
  it("lives at the store's own path, /cart redirecting there for good, and is never stored by a cache", async () => {
    for (const [path, target] of [["/cart", "/varukorg"], ["/dk/cart", "/dk/indkobskurv"], ["/no/cart", "/no/handlekurv"], ["/fi/cart", "/fi/ostoskori"]] as const) {
      const moved = await get(path);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get("location"), path).toBe(target);
    }
    const { product, cookie } = await cartOfOne(2);
    const page = await get("/varukorg", cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain(`data-sku="${product.sku}"`);
    expect(html).toMatch(/<input[^>]*name="qty" value="2"/);
    expect(html).toContain('href="/checkout"');
    expect((await (await get("/varukorg")).text())).toContain("Din varukorg är tom.");
  });

  it("changes a line's quantity and answers with a redirect back to the page (POST-redirect-GET)", async () => {
    const { cartId, itemId, cookie } = await cartOfOne();
    const changed = await post("/varukorg", cookie, { intent: "qty", itemId, qty: "3" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/varukorg?changed=qty");
    expect((await pulled(cartId))[0]!.qty).toBe(3);
    expect(await (await get("/varukorg?changed=qty", cookie)).text()).toContain("Antalet har uppdaterats.");
  });

  it.each([
    ["zero", "0"],
    ["a fraction", "1.5"],
    ["words", "två"],
    ["nothing", ""],
  ])("refuses a quantity of %s with 400 and the reason beside the field, changing nothing", async (_name, qty) => {
    const { cartId, itemId, cookie } = await cartOfOne(2);
    const refused = await post("/varukorg", cookie, { intent: "qty", itemId, qty });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Antalet måste vara ett positivt heltal");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="qty"/);
    expect((await pulled(cartId))[0]!.qty).toBe(2);
  });

  it("refuses more than the stock has, in the shop's words", async () => {
    const { cartId, itemId, cookie } = await cartOfOne();
    const refused = await post("/varukorg", cookie, { intent: "qty", itemId, qty: "21" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Endast 20 finns tillgängliga");
    expect((await pulled(cartId))[0]!.qty).toBe(1);
  });

  it("removes a line, and says so when the line is gone already", async () => {
    const { cartId, itemId, cookie } = await cartOfOne();
    const removed = await post("/varukorg", cookie, { intent: "remove", itemId });
    expect(removed.status).toBe(303);
    expect(await pulled(cartId)).toEqual([]);
    const again = await post("/varukorg", cookie, { intent: "remove", itemId });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Varan finns inte längre i varukorgen.");
  });

  it("applies and removes a coupon; an unknown code is a 400 beside the field", async () => {
    const { cookie } = await cartOfOne();
    const wrong = await post("/varukorg", cookie, { intent: "coupon", coupon: "FREEBIE" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/id="cart-coupon"[^>]*aria-invalid="true"[\s\S]*Felaktig rabattkod, försök igen\./);
    const applied = await post("/varukorg", cookie, { intent: "coupon", coupon: "nyhetsbrev10" });
    expect(applied.status).toBe(303);
    const page = await (await get("/varukorg?changed=coupon", cookie)).text();
    expect(page).toContain("Rabattkoden har lagts till.");
    expect(page).toContain("Rabatt");
    expect((await post("/varukorg", cookie, { intent: "removeCoupon" })).headers.get("location")).toBe("/varukorg?changed=couponRemoved");
  });

  it("takes a change made in the checkout's summary back to the checkout, whatever else the form says", async () => {
    const { cartId, itemId, cookie } = await cartOfOne();
    const checkout = await (await get("/checkout", cookie)).text();
    expect(checkout).toContain('action="/varukorg"');
    const changed = await post("/varukorg", cookie, { intent: "qty", itemId, qty: "2", back: "checkout" });
    expect(changed.headers.get("location")).toBe("/checkout");
    expect((await pulled(cartId))[0]!.qty).toBe(2);
    const elsewhere = await post("/varukorg", cookie, { intent: "qty", itemId, qty: "1", back: "https://evil.example/" });
    expect(elsewhere.headers.get("location")).toBe("/varukorg?changed=qty");
  });
});

describe("/set-cart?cartId= (SPEC §2): a cart handed over to this browser", () => {
  it("sets the cart cookie and shows the cart page", async () => {
    const { product, cartId } = await cartOfOne();
    const handed = await get(`/set-cart?cartId=${cartId}&redirect=https://evil.example/`);
    expect(handed.status).toBe(303);
    expect(handed.headers.get("location")).toBe("/varukorg");
    const cookie = handed.headers.getSetCookie().map((header) => header.split(";")[0]!).find((pair) => pair.startsWith("cart_se="));
    expect(cookie).toBe(`cart_se=${cartId}`);
    expect(handed.headers.get("cache-control")).toContain("no-store");
    expect(await (await get("/varukorg", cookie)).text()).toContain(`data-sku="${product.sku}"`);
  });

  it.each([
    ["an id no cart has", (): string => crypto.randomUUID(), 404, "Länken leder inte till någon varukorg i den här butiken."],
    ["a malformed id", (): string => "1; DROP TABLE carts", 400, "Länken saknar en giltig varukorg."],
    ["no id", (): string => "", 400, "Länken saknar en giltig varukorg."],
  ] as const)("refuses %s in the store's language, setting no cookie and making no cart", async (_name, id, status, message) => {
    const refused = await get(`/set-cart?cartId=${encodeURIComponent(id())}`);
    expect(refused.status).toBe(status);
    expect(refused.headers.getSetCookie().some((header) => header.startsWith("cart_"))).toBe(false);
    expect(await refused.text()).toContain(message);
  });

  it("refuses another store's cart: a Danish cart is not handed over in the Swedish store", async () => {
    const product = await productWithStock(5);
    const danish = await cartWith(product.sku, 1, "dk");
    const refused = await get(`/set-cart?cartId=${danish}`);
    expect(refused.status).toBe(404);
    const handed = await get(`/dk/set-cart?cartId=${danish}`);
    expect(handed.headers.get("location")).toBe("/dk/indkobskurv");
  });
});
