import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { editDistance } from "#core/domain/search-text.ts";
import { createFakeMagentoMedia } from "./fake-magento-media.ts";

/**
 * The outside services the worker talks to, faked in the test process (Node): every outbound
 * fetch of the worker under test comes here (miniflare's outboundService).
 *
 * - errors.test: a Sentry-compatible ingest. It keeps the envelopes it was sent; a test reads
 *   them back with GET http://errors.test/received.
 * - upstream.test: a vue-storefront-api. Its catalog search answers from the documents recorded in
 *   upstream-fixtures/ (the Swedish store's index only), matching `term`/`terms` clauses the way
 *   Elasticsearch does; /api/stock/list answers Magento's stock items, with the quantities a test set
 *   through POST /__stock {sku, qty} (a sale the index does not know yet); /api/cart/* keep guest
 *   carts as Magento does (priced from the index, stock-checked, coupon SOMMAR10 takes 10 %, the
 *   recorded delivery methods); /api/order/create turns a cart into an order (GET /__orders reads them);
 *   /api/url/map finds a product, category or CMS page by its url_path; reviews are searched in the
 *   review index and /api/review/create saves one pending; /api/product/render-list answers
 *   today's prices, a Magento price rule set by POST /__price {sku, final} (null ends it);
 *   /api/user/* keep Magento's customers: the recorded one (user.json) with her password and order
 *   history, and the ones registered; a reset token Magento would mail is read with GET /__reset-token?email=.
 *   /api/test/* answer the way a struggling API does (slow, down, flaky, not JSON) for the client's
 *   tests; GET /__hits?path= counts the calls a path got.
 * - upstream-down.test, upstream-garbage.test, upstream-slow.test: the same API down (500 for every call),
 *   answering HTML, or two seconds late, for the shop's behaviour in an outage.
 * - magento-media.test: Magento's media host, serving the product photos of upstream-fixtures/media/
 *   (fake-magento-media.ts).
 * - cloudflare-api.test: Cloudflare's purge API (POST /client/v4/zones/{zone}/purge_cache). It keeps
 *   the purges of every zone but d0d0…d0, which answers 503. GET /received reads them back.
 *
 * Each workerd of the worker tests (one per test file) gets a fake of its own (createFakeServices in
 * vitest.worker.config.ts): what one file changes there, as in its D1 and KV, no other file sees, so
 * files can run at the same time.
 */

/** A fresh set of the fakes, with nothing sent, sold, ordered or registered yet: the handler of every outbound fetch. */
export function createFakeServices(): (request: Request) => Promise<Response> {
  const envelopes: string[] = [];
  const upstreamHits = new Map<string, number>();
  const liveQty = new Map<string, number>();
  const zonePurges: unknown[] = [];
  /** Reviews sent through /api/review/create: pending in Magento until its admin approves them. */
  const createdReviews: Doc[] = [];
  /** Today's prices a Magento catalog price rule set, which the index does not know yet (POST /__price {sku, final}). */
  const ruledPrices = new Map<string, number>();
  const carts = new Map<string, { items: FakeCartItem[]; coupon: string | null; shipping: { code: string; net: number; gross: number } | null }>();
  const orders: Array<{ orderNumber: string; body: Doc }> = [];
  let nextItemId = 9000;
  const passwords = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  /** Magento's customers by e-mail: the recorded one, and the ones registered through the API. */
  const customers = new Map<string, Doc>();
  const resetTokens = new Map<string, string>();
  const magentoMedia = createFakeMagentoMedia();

  async function fakeServices(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.hostname === "errors.test") {
      if (request.method === "POST" && /^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
        if (url.searchParams.get("sentry_key") !== "publickey") return new Response("bad key", { status: 401 });
        envelopes.push(await request.text());
        return Response.json({ id: "stored" });
      }
      if (request.method === "GET" && url.pathname === "/received") return Response.json(envelopes);
    }
    if (url.hostname === "upstream.test") return fakeUpstream(request, url);
    if (url.hostname === "magento-media.test") return magentoMedia(request);
    // A vue-storefront-api having a bad day, for every call: down (Elasticsearch gone), answering an HTML error page, or too slow.
    if (url.hostname === "upstream-down.test") return envelope(500, {});
    if (url.hostname === "upstream-garbage.test") return new Response("<html><body>502 Bad Gateway</body></html>", { status: 200, headers: { "Content-Type": "text/html" } });
    if (url.hostname === "upstream-slow.test") {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return fakeUpstream(request, new URL(url.pathname + url.search, "http://upstream.test"));
    }
    if (url.hostname === "cloudflare-api.test") {
      const zone = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname)?.[1];
      if (request.method === "POST" && zone) {
        if (request.headers.get("authorization") !== "Bearer test-zone-token") return Response.json({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }, { status: 403 });
        if (zone === "d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0") return new Response("upstream unavailable", { status: 503 });
        zonePurges.push(await request.json());
        return Response.json({ success: true, errors: [], messages: [], result: { id: "purge-id" } });
      }
      if (request.method === "GET" && url.pathname === "/received") return Response.json(zonePurges);
    }
    return new Response(`no fake for ${request.method} ${url.href}`, { status: 502 });
  }

  async function fakeUpstream(request: Request, url: URL): Promise<Response> {
    if (url.pathname === "/__hits") return Response.json(upstreamHits.get(url.searchParams.get("path") ?? "") ?? 0);
    if (url.pathname === "/__stock") {
      const { sku, qty } = (await request.json()) as { sku: string; qty: number };
      liveQty.set(sku, qty);
      return Response.json({ ok: true });
    }
    const hits = (upstreamHits.get(url.pathname) ?? 0) + 1;
    upstreamHits.set(url.pathname, hits);
    const search = /^\/api\/catalog\/([^/]+)\/([^/]+)\/_search$/.exec(url.pathname);
    if (search) return fakeSearch(search[1]!, search[2]!, request.method === "POST" ? await request.json() : JSON.parse(url.searchParams.get("request") ?? "{}"), url.searchParams, createdReviews);
    if (url.pathname.startsWith("/api/user/")) return fakeUser(url.pathname.slice("/api/user/".length), url, request.method === "POST" ? await request.text() : "");
    if (url.pathname.startsWith("/api/cart/")) return fakeCart(url.pathname.slice("/api/cart/".length), url, request.method === "POST" ? await request.text() : "");
    if (url.pathname === "/__orders") return Response.json(orders);
    if (url.pathname === "/__price") {
      const { sku, final } = (await request.json()) as { sku: string; final: number | null };
      if (final === null) ruledPrices.delete(sku);
      else ruledPrices.set(sku, final);
      return Response.json({ ok: true });
    }
    if (url.pathname === "/api/product/render-list") return fakeRenderList(url.searchParams);
    if (url.pathname === "/api/review/create" && request.method === "POST") return fakeReviewCreate(await request.json());
    if (url.pathname === "/__reset-token") return Response.json(resetTokens.get(url.searchParams.get("email") ?? "") ?? null);
    if (url.pathname === "/api/url/map" && request.method === "POST") return fakeUrlMap(await request.json());
    if (url.pathname === "/api/order/create" && request.method === "POST") return fakeOrder(await request.text());
    if (url.pathname === "/api/stock/list") return fakeStockList((url.searchParams.get("skus") ?? "").split(",").filter(Boolean));
    switch (url.pathname.replace(/^\/api\/test\/flaky\/.*/, "/api/test/flaky")) {
      case "/api/test/echo":
        return envelope(200, { method: request.method, query: Object.fromEntries(url.searchParams), body: request.method === "GET" ? null : await request.json() });
      case "/api/test/flaky":
        return hits === 1 ? envelope(503, "busy") : envelope(200, { hits });
      case "/api/test/down":
        return envelope(500, "Internal error");
      case "/api/test/slow":
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return envelope(200, "late");
      case "/api/test/garbage":
        return new Response("<html>Bad gateway</html>", { status: 200, headers: { "Content-Type": "text/html" } });
      case "/api/test/legacy":
        return envelope(500, { errorMessage: "No such entity with cartId = 5712", code: 404 });
      case "/api/test/refused":
        return envelope(401, "No such entity with cartId = 123");
      default:
        return envelope(404, `no fake for ${request.method} ${url.pathname}`);
    }
  }

  /** vue-storefront-api's review create (review-search.json): its schema's required fields, then Magento saves it pending. */
  function fakeReviewCreate(body: { review?: Doc }): Response {
    const missing = ["product_id", "title", "detail", "nickname", "review_entity", "review_status"].find((field) => body.review?.[field] === undefined);
    if (missing) return envelope(400, [{ keyword: "required", dataPath: ".review", params: { missingProperty: missing }, message: `should have required property '${missing}'` }]);
    const saved = { ...body.review, id: 100 + createdReviews.length, review_status: 2, created_at: "2025-06-04 10:00:00" };
    createdReviews.push(saved);
    return envelope(200, saved);
  }

  /**
   * vue-storefront-api's render list (render-list.json): Magento's render info of the skus it sells, net prices
   * in price_info and tax-included ones in its tax_adjustments, today's rules applied; an unknown sku is left out.
   */
  function fakeRenderList(params: URLSearchParams): Response {
    const skus = (params.get("skus") ?? "").split(",").filter(Boolean);
    if (skus.length === 0) return envelope(500, "skus parameter is required");
    const [recorded] = fixture("render-list.json").list.response.body.result.items as Doc[];
    const items = skus.flatMap((sku) => {
      const found = sellable(sku);
      if (!found) return [];
      const regular = Number(found.doc.original_price_incl_tax ?? found.doc.price_incl_tax);
      const final = ruledPrices.get(sku) ?? Number(found.doc.final_price_incl_tax ?? regular);
      const net = (gross: number) => Math.round((gross / 1.25) * 100) / 100;
      const prices = (regularPrice: number, finalPrice: number) => ({ final_price: finalPrice, regular_price: regularPrice, special_price: finalPrice < regularPrice ? finalPrice : null, minimal_price: finalPrice, max_price: finalPrice });
      return [{ ...recorded, id: found.doc.id, sku, name: found.doc.name ?? found.parent?.name, price_info: { ...prices(net(regular), net(final)), extension_attributes: { tax_adjustments: prices(regular, final) } } }];
    });
    return envelope(200, { items });
  }

  /** Magento's stock items of the skus (products and variants); one unknown sku fails the whole list, as in vue-storefront-api. */
  function fakeStockList(skus: string[]): Response {
    const items: Doc[] = [];
    for (const sku of skus) {
      const product = INDEX.product!().flatMap((doc) => [doc, ...((doc.configurable_children as Doc[] | undefined) ?? [])]).find((doc) => doc.sku === sku);
      if (!product) return envelope(404, `No such entity with sku = ${sku}`);
      const stock = (product.stock ?? {}) as Doc;
      const qty = liveQty.get(sku) ?? Number(stock.qty ?? 0);
      items.push({ item_id: product.id, product_id: product.id, stock_id: 1, qty, is_in_stock: qty > 0 && stock.is_in_stock !== false, manage_stock: true });
    }
    return envelope(200, items);
  }

  function fakeCart(action: string, url: URL, body: string): Response {
    if (action === "create") {
      const token = crypto.randomUUID().replaceAll("-", "").slice(0, 32);
      carts.set(token, { items: [], coupon: null, shipping: null });
      return envelope(200, token);
    }
    const cart = carts.get(url.searchParams.get("cartId") ?? "");
    if (!cart) return envelope(404, `No such entity with cartId = ${url.searchParams.get("cartId")}`);
    const cartItem = body ? (JSON.parse(body) as { cartItem?: { sku?: string; qty?: number; item_id?: number } }).cartItem : undefined;
    switch (action) {
      case "pull":
        return envelope(200, cart.items.map(({ item_id, sku, qty, name, net, product_type }) => ({ item_id, sku, qty, name, price: net, product_type, quote_id: url.searchParams.get("cartId") })));
      case "update": {
        if (!cartItem?.sku) return envelope(500, "No cartItem element provided within the request body");
        const found = sellable(cartItem.sku);
        if (!found) return envelope(404, `No such entity with sku = ${cartItem.sku}`);
        const existing = cartItem.item_id ? cart.items.find((item) => item.item_id === cartItem.item_id) : cart.items.find((item) => item.sku === cartItem.sku);
        if (cartItem.item_id && !existing) return envelope(404, `The ${cartItem.item_id} Cart doesn't contain the item`);
        const qty = cartItem.item_id ? cartItem.qty! : (existing?.qty ?? 0) + cartItem.qty!;
        const available = liveQty.get(cartItem.sku) ?? Number(((found.doc.stock ?? {}) as Doc).qty ?? 0);
        if (qty > available) return envelope(400, "The requested qty is not available");
        const item = existing ?? { item_id: nextItemId++, sku: cartItem.sku, qty: 0, name: String(found.doc.name ?? found.parent?.name), net: Number(found.doc.final_price), gross: Number(found.doc.final_price_incl_tax), product_type: String(found.parent?.type_id ?? found.doc.type_id) };
        item.qty = qty;
        if (!existing) cart.items.push(item);
        return envelope(200, { item_id: item.item_id, sku: item.sku, qty: item.qty, name: item.name, price: item.net, product_type: item.product_type });
      }
      case "delete": {
        const index = cart.items.findIndex((item) => item.item_id === cartItem?.item_id);
        if (index < 0) return envelope(404, `The ${cartItem?.item_id} Cart doesn't contain the item`);
        cart.items.splice(index, 1);
        return envelope(200, true);
      }
      case "apply-coupon":
        if (url.searchParams.get("coupon") !== "SOMMAR10") return envelope(404, "The coupon code isn't valid. Verify the code and try again.");
        cart.coupon = "SOMMAR10";
        return envelope(200, true);
      case "delete-coupon":
        cart.coupon = null;
        return envelope(200, true);
      case "totals":
        return envelope(200, cartTotals(cart));
      case "shipping-methods":
        return envelope(200, SHIPPING_METHODS());
      case "shipping-information": {
        const information = (JSON.parse(body) as { addressInformation?: { shippingCarrierCode?: string; shippingMethodCode?: string; shippingAddress?: Doc } }).addressInformation;
        const method = SHIPPING_METHODS().find((candidate) => candidate.carrier_code === information?.shippingCarrierCode && candidate.method_code === information?.shippingMethodCode);
        if (!method || !information?.shippingAddress) return envelope(400, "The shipping method is missing. Select the shipping method and try again.");
        cart.shipping = { code: `${method.carrier_code}_${method.method_code}`, net: method.price_excl_tax, gross: method.price_incl_tax };
        return envelope(200, { payment_methods: [{ code: "cashondelivery", title: "Betala vid leverans" }, { code: "banktransfer", title: "Faktura" }], totals: cartTotals(cart) });
      }
      default:
        return envelope(404, `no fake for /api/cart/${action}`);
    }
  }

  /**
   * vue-storefront-api's order endpoint with Magento behind it: the body is checked as its JSON schema does
   * (order.json "validation_error"), the cart's quote becomes the order (the quote is closed), and an
   * order Magento cannot fill is its 500 (order.json "backend_error"). The stock is left as the tests set it:
   * the tests of a file share it.
   */
  function fakeOrder(body: string): Response {
    const order = JSON.parse(body) as Doc & { cart_id?: string; addressInformation?: { shipping_method_code?: string; payment_method_code?: string } };
    if (!order.addressInformation) return envelope(400, fixture("order.json").validation_error.response.body.result);
    const cart = carts.get(String(order.cart_id));
    if (!cart || cart.items.length === 0) return envelope(500, `No such entity with cartId = ${order.cart_id}`);
    for (const item of cart.items) {
      const found = sellable(item.sku)!;
      if (item.qty > (liveQty.get(item.sku) ?? Number(((found.doc.stock ?? {}) as Doc).qty ?? 0))) return envelope(500, fixture("order.json").backend_error.response.body.result);
    }
    carts.delete(String(order.cart_id));
    const orderNumber = String(1042 + orders.length).padStart(9, "0");
    orders.push({ orderNumber, body: order });
    // A test's way to lose Magento's answer to a placed order (a proxy timing out in between).
    if ((order.addressInformation as { shippingAddress?: { email?: string } }).shippingAddress?.email === "lost.answer@example.se") return new Response("<html>504 Gateway Time-out</html>", { status: 504 });
    return envelope(200, { magentoOrderId: String(1042 + orders.length), orderNumber, backendOrderId: String(1042 + orders.length), transferedAt: new Date().toISOString() });
  }

  function signIn(email: string) {
    const token = crypto.randomUUID().replaceAll("-", "");
    const refreshToken = `r${crypto.randomUUID().replaceAll("-", "")}`;
    accessTokens.set(token, email);
    refreshTokens.set(refreshToken, email);
    return Response.json({ code: 200, result: token, meta: { refreshToken } });
  }

  function fakeUser(action: string, url: URL, body: string): Response {
    const { login, me } = customerFixture();
    const email = login.request.body.username;
    if (!passwords.has(email)) passwords.set(email, login.request.body.password);
    if (!customers.has(email)) customers.set(email, structuredClone(me.response.body.result));
    const json = body ? (JSON.parse(body) as Record<string, unknown> & { username?: string; password?: string; refreshToken?: string; currentPassword?: string; newPassword?: string; email?: string; resetToken?: string }) : {};
    const signedIn = accessTokens.get(url.searchParams.get("token") ?? "");
    switch (action) {
      case "login":
        return passwords.get(json.username ?? "") === json.password ? signIn(json.username!) : envelope(401, "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.");
      case "refresh": {
        const owner = refreshTokens.get(json.refreshToken ?? "");
        return owner ? signIn(owner) : envelope(401, "Refresh token is invalid");
      }
      case "create": {
        const customer = json.customer as Doc | undefined;
        if (!customer?.email || !json.password) return envelope(500, "customer and password are required");
        if (customers.has(String(customer.email))) return envelope(500, { errorMessage: "A customer with the same email address already exists in an associated website.", code: 400 });
        const created = { id: 5000 + customers.size, group_id: 1, created_at: "2025-06-01 10:00:00", store_id: 1, website_id: 1, addresses: [], ...customer };
        customers.set(String(customer.email), created);
        passwords.set(String(customer.email), String(json.password));
        return envelope(200, created);
      }
      case "me": {
        if (!signedIn) return envelope(401, USER_UNAUTHORIZED);
        if (!body) return envelope(200, customers.get(signedIn));
        // Magento's PUT customers/me: the whole customer, its e-mail free or its own.
        const changed = (json.customer ?? {}) as Doc;
        const newEmail = String(changed.email ?? signedIn);
        if (newEmail !== signedIn && customers.has(newEmail)) return envelope(500, { errorMessage: "A customer with the same email address already exists in an associated website.", code: 400 });
        const updated = { ...customers.get(signedIn), ...changed, addresses: ((changed.addresses as Doc[] | undefined) ?? []).map((address, i) => ({ id: address.id ?? 9000 + i, ...address })) };
        customers.delete(signedIn);
        customers.set(newEmail, updated);
        if (newEmail !== signedIn) {
          passwords.set(newEmail, passwords.get(signedIn)!);
          passwords.delete(signedIn);
          for (const [token, owner] of accessTokens) if (owner === signedIn) accessTokens.set(token, newEmail);
        }
        return envelope(200, updated);
      }
      case "change-password":
        if (!signedIn) return envelope(401, USER_UNAUTHORIZED);
        // Magento answers a wrong current password with 401, as it does a bad token.
        if (passwords.get(signedIn) !== json.currentPassword) return envelope(401, "The password doesn't match this account. Verify the password and try again.");
        passwords.set(signedIn, json.newPassword!);
        return envelope(200, true);
      case "reset-password": {
        // Magento mails the link itself; a test reads the token back with GET /__reset-token?email=.
        if (!customers.has(json.email ?? "")) return envelope(500, { errorMessage: `No such entity with email = ${json.email}`, code: 404 });
        resetTokens.set(json.email!, crypto.randomUUID().replaceAll("-", ""));
        return envelope(200, true);
      }
      case "create-password":
        if (!json.resetToken || resetTokens.get(json.email ?? "") !== json.resetToken) return envelope(500, { errorMessage: "The password token is mismatched. Reset and try again.", code: 400 });
        resetTokens.delete(json.email!);
        passwords.set(json.email!, json.newPassword!);
        return envelope(200, true);
      case "order-history":
        if (!signedIn) return envelope(401, USER_UNAUTHORIZED);
        return envelope(200, signedIn === email ? fixture("user.json").order_history.response.body.result : { items: [], total_count: 0 });
      default:
        return envelope(404, `no fake for /api/user/${action}`);
    }
  }

  return fakeServices;
}

const envelope = (code: number, result: unknown) => Response.json({ code, result }, { status: code });

type Doc = Record<string, unknown>;
const fixture = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`./upstream-fixtures/${name}`, import.meta.url)), "utf8"));
const documentsOf = (name: string): Doc[] => (fixture(name).response ?? fixture(name).search.response).body.hits.hits.map((hit: { _source: Doc }) => hit._source);
/** The Swedish store's index: products (with their variants), categories (flattened from the tree), attributes. */
const INDEX: Record<string, () => Doc[]> = {
  product: () => documentsOf("product-search.json"),
  category: () => {
    const flat: Doc[] = [];
    const walk = (doc: Doc) => {
      flat.push(doc);
      for (const child of (doc.children_data as Doc[] | undefined) ?? []) walk(child);
    };
    documentsOf("category-search.json").forEach(walk);
    return flat;
  },
  attribute: () => documentsOf("attribute-search.json"),
  review: () => [...documentsOf("review-search.json").map((doc) => doc), fixture("review-search.json").pending._source as Doc],
};

/**
 * A document as Magento's indexer stored it: prices as entered, tax included (the Nordic setting).
 * vue-storefront-api rewrites `price` & co. to net on the way out, as the recorded answers show, so
 * queries, aggregations and sorts run on the stored copy and the answer carries the recorded one.
 */
const stored = (doc: Doc): Doc => ({ ...doc, price: doc.original_price_incl_tax ?? doc.price, final_price: doc.final_price_incl_tax ?? doc.final_price });

/** Elasticsearch's query language, as much of it as the adapter speaks: bool, term(s), range, match_all. */
function matches(doc: Doc, query: unknown): boolean {
  if (!query || typeof query !== "object") return true;
  const [[kind, spec]] = Object.entries(query) as [[string, Record<string, unknown>]];
  const all = (clauses: unknown) => (Array.isArray(clauses) ? clauses : clauses ? [clauses] : []);
  switch (kind) {
    case "bool":
    {
      // Elasticsearch 7: beside a must or a filter, should clauses are optional unless minimum_should_match says otherwise.
      const required = spec.minimum_should_match !== undefined ? Number(spec.minimum_should_match) : all(spec.must).length + all(spec.filter).length > 0 ? 0 : 1;
      const should = all(spec.should).filter((q) => matches(doc, q)).length;
      return all(spec.must).every((q) => matches(doc, q)) && all(spec.filter).every((q) => matches(doc, q)) && !all(spec.must_not).some((q) => matches(doc, q)) && (all(spec.should).length === 0 || should >= required);
    }
    case "terms":
    case "term": {
      const [field, accepted] = Object.entries(spec)[0]!;
      const values = Array.isArray(accepted) ? accepted : [accepted && typeof accepted === "object" && "value" in accepted ? accepted.value : accepted];
      return valuesAt(doc, field).some((value) => values.some((one) => String(one) === String(value)));
    }
    case "range": {
      const [[field, bounds]] = Object.entries(spec) as [[string, Record<string, number>]];
      return valuesAt(doc, field).some((value) => typeof value === "number" && inRange(value, bounds));
    }
    case "match_all":
      return true;
    case "multi_match":
      return scoreOf(doc, { multi_match: spec }) > 0;
    default:
      throw new Error(`the fake search does not speak ${kind}`);
  }
}

/** Lower case without diacritics, as an index analysed with ascii folding holds words. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/**
 * A multi_match's score: the boosts of the fields holding each word. With operator "and" a word found
 * nowhere scores 0; with fuzziness a word matches a token a few edits away (Elasticsearch's AUTO: one edit
 * from three letters, two from six).
 */
function scoreOf(doc: Doc, query: unknown): number {
  const found = JSON.stringify(query ?? {}).includes('"multi_match"') ? findMultiMatch(query) : null;
  if (!found) return 0;
  const words = fold(found.query).split(/\s+/).filter(Boolean);
  const near = (word: string, text: string) =>
    found.fuzziness ? fold(text).split(/[^\p{L}\p{N}]+/u).some((token) => token && editDistance(word, token) <= (word.length >= 6 ? 2 : word.length >= 3 ? 1 : 0)) : fold(text).includes(word);
  let score = 0;
  for (const word of words) {
    const boosts = found.fields.map((field) => {
      const [name, boost] = field.split("^");
      return valuesAt(doc, name!).some((value) => typeof value === "string" && near(word, value)) ? Number(boost ?? 1) : 0;
    });
    const best = Math.max(0, ...boosts);
    if (best === 0 && found.operator !== "or") return 0;
    score += best;
  }
  return score;
}

function findMultiMatch(node: unknown): { query: string; fields: string[]; operator?: string; fuzziness?: string } | null {
  if (!node || typeof node !== "object") return null;
  if ("multi_match" in node) return (node as { multi_match: { query: string; fields: string[]; operator?: string; fuzziness?: string } }).multi_match;
  for (const value of Object.values(node)) {
    const found = findMultiMatch(value);
    if (found) return found;
  }
  return null;
}

const inRange = (value: number, bounds: Record<string, number | undefined>) =>
  (bounds.gte === undefined || value >= bounds.gte) && (bounds.gt === undefined || value > bounds.gt) && (bounds.lt === undefined || value < bounds.lt) && (bounds.lte === undefined || value <= bounds.lte) && (bounds.from === undefined || value >= bounds.from) && (bounds.to === undefined || value < bounds.to);

function aggregate(docs: Doc[], aggs: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(aggs).map(([name, agg]) => {
      if (agg.terms) {
        const { field } = agg.terms as { field: string };
        const counts = new Map<string, { key: unknown; doc_count: number }>();
        for (const doc of docs) for (const value of new Set(valuesAt(doc, field).filter((v) => v !== null && v !== undefined))) {
          const bucket = counts.get(String(value)) ?? { key: value, doc_count: 0 };
          bucket.doc_count++;
          counts.set(String(value), bucket);
        }
        return [name, { buckets: [...counts.values()].sort((a, b) => b.doc_count - a.doc_count) }];
      }
      if (agg.range) {
        const { field, ranges } = agg.range as { field: string; ranges: Array<{ key?: string; from?: number; to?: number }> };
        return [name, { buckets: ranges.map((range) => ({ key: range.key ?? `${range.from ?? "*"}-${range.to ?? "*"}`, doc_count: docs.filter((doc) => valuesAt(doc, field).some((v) => typeof v === "number" && inRange(v, { from: range.from, to: range.to }))).length })) }];
      }
      if (agg.filter) {
        const inside = docs.filter((doc) => matches(doc, agg.filter));
        return [name, { doc_count: inside.length, ...aggregate(inside, (agg.aggs ?? {}) as Record<string, Record<string, unknown>>) }];
      }
      throw new Error(`the fake search does not aggregate ${Object.keys(agg).join(", ")}`);
    }),
  );
}

const valuesAt = (doc: Doc, field: string): unknown[] => {
  const [head, ...rest] = field.split(".");
  const value = doc[head!];
  const values = Array.isArray(value) ? value : [value];
  return rest.length ? values.flatMap((inner) => (inner && typeof inner === "object" ? valuesAt(inner as Doc, rest.join(".")) : [])) : values;
};

function fakeSearch(index: string, type: string, body: unknown, params: URLSearchParams, createdReviews: Doc[]): Response {
  const documents = index === "vue_storefront_catalog" ? (type === "review" ? [...INDEX.review!(), ...createdReviews] : INDEX[type]?.()) : undefined;
  // vue-storefront-api hands any Elasticsearch error on as a 500 with the error inside.
  if (!documents) return envelope(500, { message: `index_not_found_exception: no such index [${index}]` });
  const { query, post_filter: postFilter, aggs } = body as { query?: unknown; post_filter?: unknown; aggs?: Record<string, Record<string, unknown>> };
  const scoped = documents.filter((doc) => matches(stored(doc), query));
  const hits = scoped.filter((doc) => matches(stored(doc), postFilter));
  const sorts = (params.get("sort") ?? "").split(",").filter(Boolean).map((sort) => sort.split(":") as [string, string | undefined]);
  const compare = (a: unknown, b: unknown) => (typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b)));
  hits.sort((a, b) => {
    for (const [field, direction] of sorts) {
      const value = (doc: Doc) => (field === "_score" ? scoreOf(doc, query) : stored(doc)[field]);
      const order = compare(value(a), value(b)) * (direction === "desc" ? -1 : 1);
      if (order !== 0) return order;
    }
    return 0;
  });
  const from = Number(params.get("from") ?? 0);
  const size = Number(params.get("size") ?? 10);
  return Response.json({
    took: 1,
    timed_out: false,
    hits: { total: { value: hits.length, relation: "eq" }, max_score: null, hits: hits.slice(from, from + size).map((doc) => ({ _index: `${index}_${type}_1716800000`, _type: "_doc", _id: String(doc.id), _score: null, _source: doc })) },
    ...(aggs ? { aggregations: aggregate(scoped.map(stored), aggs) } : {}),
  });
}

/**
 * vue-storefront-api's URL map (url-resolver.json): the raw Elasticsearch hit of the product, category or CMS
 * page whose url_path (or identifier) is the url exactly; 200 with null for none; no url is its 500.
 */
function fakeUrlMap(body: { url?: string }): Response {
  if (!body.url) return envelope(500, "Missing url");
  for (const type of ["product", "category"] as const) {
    const doc = INDEX[type]!().find((candidate) => candidate.url_path === body.url);
    if (doc) return Response.json({ _index: `vue_storefront_catalog_${type}_1716800000`, _type: type, _id: String(doc.id), _score: 6.2, _source: doc });
  }
  const cms = fixture("url-resolver.json").cms_page.response.body;
  return Response.json(cms._source.identifier === body.url ? cms : null);
}

interface FakeCartItem { item_id: number; sku: string; qty: number; name: string; net: number; gross: number; product_type: string }

/** A product or variant of the index by sku, with its parent when it is a variant. */
function sellable(sku: string): { doc: Doc; parent: Doc | null } | null {
  for (const doc of INDEX.product!()) {
    if (doc.sku === sku) return { doc, parent: null };
    const child = ((doc.configurable_children as Doc[] | undefined) ?? []).find((candidate) => candidate.sku === sku);
    if (child) return { doc: child, parent: doc };
  }
  return null;
}

const SHIPPING_METHODS = () => fixture("cart.json").shipping_methods.response.body.result as Array<{ carrier_code: string; method_code: string; price_excl_tax: number; price_incl_tax: number }>;

/** Magento's totals of a guest cart: tax-included prices, 10 % off with the coupon, the delivery once it is set. */
function cartTotals(cart: { items: FakeCartItem[]; coupon: string | null; shipping: { gross: number } | null }) {
  const subtotal = cart.items.reduce((sum, item) => sum + item.gross * item.qty, 0);
  const discount = cart.coupon ? Math.round(subtotal * 0.1) : 0;
  const shipping = cart.shipping?.gross ?? 0;
  const grand = subtotal - discount + shipping;
  return {
    grand_total: grand, subtotal_incl_tax: subtotal, discount_amount: -discount, shipping_incl_tax: shipping, tax_amount: Math.round((grand * 0.2) * 100) / 100,
    items_qty: cart.items.reduce((sum, item) => sum + item.qty, 0), coupon_code: cart.coupon,
    items: cart.items.map((item) => ({ item_id: item.item_id, price: item.net, price_incl_tax: item.gross, row_total_incl_tax: item.gross * item.qty, qty: item.qty, name: item.name })),
  };
}

/** The recorded customer (user.json "me") and her password (its "login" request). */
const customerFixture = () => fixture("user.json") as { login: { request: { body: { username: string; password: string } } }; me: { response: { body: { result: Doc } } } };
const USER_UNAUTHORIZED = "The consumer isn't authorized to access self.";
