import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "#core/cache/vocabulary.ts";
import { PageStore } from "#worker/cache/page-store.ts";
import { storeFromPath } from "#worker/middleware/store-code.ts";

/**
 * A standing, seeded fuzz suite: thousands of generated bad inputs — paths, query strings,
 * headers, JSON and form bodies for every /api route and every form action. Whatever arrives,
 * the shop answers below 500, every 4xx says what was wrong, and no 4xx leaves a cache entry.
 * The seed makes every run send the same requests; change it to explore new ones.
 */
const SEED = 20261122;
const ORIGIN = "http://shop.test";

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (max: number) => Math.floor(random() * max);

const ODD_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1e9",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "💺",
  "ÅÄÖ åäö æøå",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "%ZZ",
  "a".repeat(300),
  "x".repeat(2500),
  "\u0000\u0001",
  "\r\nSet-Cookie: x=1",
  "SO-10001",
  "00000000-0000-4000-8000-000000000000",
];
const oddString = () => (random() < 0.7 ? pick(ODD_STRINGS) : Array.from({ length: 1 + int(40) }, () => String.fromCharCode(32 + int(94))).join(""));
const oddNumber = () => pick([0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 101, 1000000, 3]);

function oddJson(depth = 0): unknown {
  const r = random();
  if (depth > 2 || r < 0.3) return pick([oddString(), oddNumber(), null, true, false]);
  if (r < 0.6) return Array.from({ length: int(4) }, () => oddJson(depth + 1));
  return Object.fromEntries(Array.from({ length: 1 + int(4) }, () => [pick(["sku", "qty", "item_id", "cartItem", "cartId", "address", "customer", "email", "country_id", "product_option", "idempotencyKey", oddString()]), oddJson(depth + 1)]));
}

/** Bodies shaped like the real ones with one part wrong: the deepest validation paths. */
function nearlyValidJson(cartId: string): unknown {
  const base = {
    cartItem: { sku: pick(["SO-10001", oddString()]), qty: pick([1, "2", oddNumber(), oddString()]), item_id: pick([undefined, 1, oddNumber(), oddString()]), product_option: pick([undefined, oddJson(), { extension_attributes: { custom_options: [{ option_id: oddString(), option_value: oddString() }] } }]) },
    address: { country_id: pick(["SE", "se", "XX", oddString()]), postcode: oddString() },
    addressInformation: { shipping_method_code: pick(["home_delivery", "showroom_9", oddString()]) },
    cartId: pick([cartId, oddString()]),
    idempotencyKey: pick([crypto.randomUUID(), oddString()]),
    customer: { type: pick(["private", "business", oddString()]), email: pick(["a@example.se", oddString()]), firstname: oddString(), lastname: oddString(), phone: oddString() },
    shippingAddress: { street: oddString(), zipCode: oddString(), city: oddString(), country: pick(["SE", oddString()]) },
    shippingMethod: pick(["home_delivery", "pickup_point", oddString()]),
    paymentMethod: pick(["cashondelivery", "invoice_later", "hosted_checkout", oddString()]),
    acceptTerms: pick([true, false, oddString()]),
    createAccount: pick([true, false, undefined]),
    password: pick([oddString(), "Trädgård-2026"]),
    username: pick(["a@example.se", oddString()]),
    refreshToken: oddString(),
    tags: pick([["P1"], [oddString()], oddJson()]),
    urls: pick([["/soffor"], [oddString()], oddJson()]),
  };
  const keys = Object.keys(base) as (keyof typeof base)[];
  return Object.fromEntries(keys.filter(() => random() < 0.7).map((k) => [k, base[k]]));
}

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
}

const API_ROUTES: [string, string][] = [
  ["POST", "/api/cart/create"],
  ["GET", "/api/cart/pull"],
  ["POST", "/api/cart/update"],
  ["POST", "/api/cart/delete"],
  ["GET", "/api/cart/totals"],
  ["POST", "/api/cart/collect-totals"],
  ["POST", "/api/cart/apply-coupon"],
  ["POST", "/api/cart/delete-coupon"],
  ["GET", "/api/cart/payment-methods"],
  ["POST", "/api/cart/shipping-methods"],
  ["POST", "/api/cart/shipping-information"],
  ["GET", "/api/stock/check"],
  ["GET", "/api/stock/list"],
  ["POST", "/api/order"],
  ["POST", "/api/order/withdraw"],
  ["GET", "/api/order/SE0000000001"],
  ["POST", "/api/logtrade/stores"],
  ["POST", "/api/logtrade/delivery"],
  ["GET", "/api/booking/deliveryTimeslots"],
  ["GET", "/api/booking/deliveryDates"],
  ["GET", "/api/booking/validateOrder"],
  ["GET", "/api/ext/extra-fees/list"],
  ["GET", "/api/ext/extra-fees/options"],
  ["GET", "/api/ext/extra-fees/quote-items"],
  ["GET", "/api/ext/extra-fees/applied"],
  ["POST", "/api/ext/extra-fees/apply"],
  ["POST", "/api/booking/submission"],
  ["GET", "/api/search"],
  ["POST", "/api/user/create"],
  ["POST", "/api/user/login"],
  ["POST", "/api/user/refresh"],
  ["GET", "/api/user/me"],
  ["POST", "/api/user/me"],
  ["POST", "/api/user/change-password"],
  ["POST", "/api/user/reset-password"],
  ["POST", "/api/user/create-password"],
  ["GET", "/api/products"],
  ["GET", "/api/user/session"],
  ["POST", "/api/user/logout"],
  ["GET", "/api/user/order-history"],
  ["GET", "/api/user/wishlist"],
  ["POST", "/api/user/wishlist"],
  ["DELETE", "/api/user/wishlist"],
  ["POST", "/api/cart/merge"],
  ["GET", "/api/ext/magento2-subscribe/subscribe"],
  ["POST", "/api/ext/magento2-subscribe/subscribe"],
  ["DELETE", "/api/ext/magento2-subscribe/subscribe"],
  ["POST", "/api/review/create"],
  ["GET", "/api/review/products/SO-10001/reviews"],
  ["GET", "/api/review/products/SO-10001/bottomline"],
  ["GET", "/api/review/site"],
  ["GET", "/api/review/1"],
  ["POST", "/api/review/1/vote/up"],
  ["POST", "/api/review/x/vote/sideways"],
  ["GET", "/ops/mail"],
  ["GET", "/ops/reviews"],
  ["POST", "/ops/reviews/1"],
  ["POST", "/ops/cache/purge"],
  ["POST", "/ops/catalog/products/SO-10001"],
  ["POST", "/ops/orders/SE0000000001/shipment"],
  ["GET", "/invalidate"],
];

const QUERY_NAMES = ["cartId", "storeCode", "sku", "per_page", "direction", "star", "order", "skus", "coupon", "token", "postcode", "startDate", "nextDate", "product_code", "key", "tag", "sort", "page", "pageSize", "more", "brand", "price", "stock", "color", "size", "sid", "reason", "q", "kind", "from", "size", "store", "utm_source", "currentPage", "email", "compare"];
const oddQuery = (cartId: string) =>
  new URLSearchParams(Array.from({ length: int(5) }, () => [pick(QUERY_NAMES), random() < 0.3 ? cartId : oddString()] as [string, string])).toString();

const CONTENT_TYPES = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zz", "text/plain", "application/xml", "", "application/json; charset=utf-16"];
/** What HTTP can carry in a header: no control characters (a client refuses to send them). */
const headerValue = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, "").trim();

const oddHeaders = (cartId: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  if (random() < 0.6) headers["Content-Type"] = pick(CONTENT_TYPES);
  if (random() < 0.3) headers.Cookie = pick([`cart_se=${cartId}`, `cart_se=${oddString()}`, "cart_notice=x", `cart_dk=${cartId}; cart_se=${crypto.randomUUID()}`]);
  if (random() < 0.2) headers.Authorization = pick(["Bearer", "Bearer ", "Bearer x", "Basic abc", oddString()]);
  if (random() < 0.3) headers["User-Agent"] = pick(["Googlebot/2.1", "Mozilla/5.0 Chrome/156.0", "", "curl/8"]);
  if (random() < 0.2) headers["Idempotency-Key"] = oddString();
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)]));
};

const oddBody = (cartId: string): BodyInit | undefined => {
  const r = random();
  if (r < 0.15) return undefined;
  if (r < 0.5) return JSON.stringify(nearlyValidJson(cartId));
  if (r < 0.65) return JSON.stringify(oddJson());
  if (r < 0.75) return "{ not json";
  if (r < 0.9) return new URLSearchParams(Array.from({ length: int(6) }, () => [pick(["sku", "qty", "intent", "coupon", "decision", "email", "acceptTerms", "options[1]", "review_score", "review_title", "review_content", "display_name", "reviewId", "direction", oddString()]), oddString()] as [string, string]));
  return "--zz\r\nContent-Disposition: form-data; name=\"sku\"\r\n\r\nSO-1\r\n";
};

const PAGE_PATHS = ["/", "/soffor", "/dk/sofaer", "/fi", "/p/SO-10001/x", "/c/1", "/cp/x", "/i/about-us", "/checkout", "/checkout/payment", "/confirmation", "/payment-failed", "/robots.txt", "/sitemap.xml", "/sitemaps/se-1.xml", "/sitemaps/zz-9.xml", "/media/product/SO-10001/1.svg", "/media/banner/1.svg", "/hosted-checkout/pay/x", "/search", "/error", "/kundomdomen", "/no/kundeanmeldelser", "/p/SO-10001/x/omdomen"];
const oddPath = () => {
  const r = random();
  if (r < 0.4) return pick(PAGE_PATHS);
  if (r < 0.7) return `/${Array.from({ length: 1 + int(4) }, () => encodeURIComponent(oddString()).slice(0, 200)).join("/")}`;
  if (r < 0.85) return `${pick(["", "/dk", "/no", "/fi", "/DK", "/Se"])}/${pick(["p", "c", "cp", "i", "media", "api", "ops"])}/${encodeURIComponent(oddString()).slice(0, 300)}`;
  return `/${pick(["%ZZ", "%", "..%2f..%2f", "a//b", "%C0%AE", "a".repeat(600)])}`;
};

function generate(cartId: string, count: number): Case[] {
  const cases: Case[] = [];
  while (cases.length < count) {
    const kind = random();
    if (kind < 0.55) {
      const [method, path] = pick(API_ROUTES);
      const query = oddQuery(cartId);
      cases.push({ method: random() < 0.9 ? method : pick(["GET", "POST", "PUT", "DELETE", "PATCH"]), path: `${path}${query ? `?${query}` : ""}`, headers: oddHeaders(cartId), body: method === "POST" ? oddBody(cartId) : undefined });
    } else if (kind < 0.75) {
      // Form actions: the product page (add to cart), the checkout, the built-in provider's payment form and the delivery booking.
      const path = pick(["/p/SO-10001/x", "/checkout", "/dk/checkout", "/hosted-checkout/pay/00000000-0000-4000-8000-000000000000", "/soffor", "/", "/bokning/NP0000000000000000", "/fi/bokning/x", "/p/SO-10001/x/omdomen", "/dk/p/SO-10001/x/anmeldelser", "/kundomdomen"]);
      cases.push({ method: "POST", path, headers: oddHeaders(cartId), body: oddBody(cartId) });
    } else {
      const query = oddQuery(cartId);
      cases.push({ method: pick(["GET", "GET", "GET", "HEAD"]), path: `${oddPath()}${query ? `?${query}` : ""}`, headers: oddHeaders(cartId) });
    }
  }
  return cases;
}

/** A 4xx says what was wrong: a JSON envelope's or error's message, a text, or an HTML error page with its message. */
async function explanation(response: Response): Promise<string> {
  const type = response.headers.get("Content-Type") ?? "";
  const text = await response.text();
  if (type.includes("application/json")) {
    const json = JSON.parse(text) as { result?: unknown; error?: unknown; error_messages?: unknown };
    return String(json.result ?? json.error ?? "");
  }
  if (type.includes("text/html")) return /<h1>([^<]+)<\/h1>\s*<p[^>]*>([^<]+)<\/p>/.exec(text)?.slice(1).join(": ") ?? "";
  return text;
}

describe(`fuzz (seed ${SEED})`, () => {
  it("answers 2,000 generated bad inputs without a 5xx, explains every 4xx, and caches none of them", { timeout: 240_000 }, async () => {
    const cartId = (await (await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: "POST" })).json<{ result: string }>()).result;
    const cases = generate(cartId, 2000);
    const pages = new PageStore(env.PAGE_CACHE);
    const failures: string[] = [];
    for (let i = 0; i < cases.length; i += 8) {
      await Promise.all(
        cases.slice(i, i + 8).map(async ({ method, path, headers, body }) => {
          const label = `${method} ${path.slice(0, 120)} ${JSON.stringify(headers).slice(0, 120)}`;
          let response: Response;
          try {
            response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : body, redirect: "manual" });
          } catch (error) {
            failures.push(`${label}: threw ${String(error)}`);
            return;
          }
          if (response.status >= 500) {
            failures.push(`${label}: ${response.status} ${(await response.text()).slice(0, 200)}`);
            return;
          }
          if (response.status >= 400 && method !== "HEAD") {
            const why = await explanation(response);
            if (why.trim().length < 3) failures.push(`${label}: ${response.status} without an explanation`);
            const url = new URL(`${ORIGIN}${path}`);
            const key = pageCacheKey(storeFromPath(url.pathname), url.pathname, url.searchParams);
            const stored = key ? await pages.get(key) : null;
            if (stored && stored.status >= 400) failures.push(`${label}: ${response.status} left a cache entry`);
          } else {
            await response.arrayBuffer();
          }
        }),
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
