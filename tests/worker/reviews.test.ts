import { SELF, createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, type Envelope } from "./order-helpers.ts";
import { builtWorker } from "./upstream-shop.ts";

const TOKEN = "test-purge-token";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
let clients = 0;
/** Each call from its own client address, so the per-client throttle only bites where a test wants it. */
const newClient = () => `203.0.113.${++clients}`;

async function api<T = unknown>(method: string, path: string, body?: unknown, client = newClient()) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { "Content-Type": "application/json", "cf-connecting-ip": client },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code).toBe(response.status);
  return { status: response.status, json };
}

const ops = (method: string, path: string, body?: unknown) =>
  SELF.fetch(`${ORIGIN}${path}`, { method, headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

/** A visible parent product of the Swedish store with at least `min` approved reviews, and its page's address. */
async function reviewedProduct(min: number) {
  return (await env.DB.prepare(
    `SELECT p.id, p.sku, t.url_key AS slug, t.name, COUNT(r.id) AS reviews FROM products p
     JOIN product_texts t ON t.product_id = p.id AND t.store_code = 'se'
     JOIN reviews r ON r.product_id = p.id AND r.store_code = 'se' AND r.status = 'approved'
     WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4
     GROUP BY p.id HAVING COUNT(r.id) >= ?1 ORDER BY p.id LIMIT 1`,
  ).bind(min).first<{ id: number; sku: string; slug: string; name: string; reviews: number }>())!;
}

function newReview(sku: string, overrides: Record<string, unknown> = {}) {
  return {
    sku,
    product_title: "Soffa",
    product_description: "En soffa",
    product_url: `${ORIGIN}/p/${sku}/x`,
    product_image_url: `${ORIGIN}/media/product/${sku}/1-852.svg`,
    display_name: "Åsa L.",
    email: "asa@example.se",
    review_content: "Djup och skön, tyget har klarat en hel sommar på altanen utan att blekna.",
    review_title: "Skön att sitta i",
    review_score: 5,
    ...overrides,
  };
}

interface ReviewJson { id: number; score: number; title: string; content: string; created_at: string; votes_up: number; votes_down: number; user: { display_name: string }; images_data: { thumb_url: string }[] }
interface PageJson { reviews: ReviewJson[]; bottomline: { total_review: number; average_score: number; star_distribution: Record<string, number> }; pagination: { page: number; per_page: number; total: number; pages: number } }

describe("the review API answers {code, result} (SPEC §7 Reviews)", () => {
  it("a product's reviews: 3 per page by default, paged, sorted and filtered by stars, with the bottom line", async () => {
    const product = await reviewedProduct(5);
    const first = await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews`);
    expect(first.status).toBe(200);
    expect(first.json.result.reviews).toHaveLength(3);
    expect(first.json.result.pagination).toEqual({ page: 1, per_page: 3, total: product.reviews, pages: Math.ceil(product.reviews / 3) });
    expect(first.json.result.bottomline.total_review).toBe(product.reviews);
    const dates = first.json.result.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const all = await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews?per_page=50&sort=score&direction=asc`);
    const scores = all.json.result.reviews.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const star = scores[0]!;
    const filtered = await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews?star=${star}&per_page=50`);
    expect(filtered.json.result.reviews.every((r) => r.score === star)).toBe(true);
    expect(filtered.json.result.pagination.total).toBe(all.json.result.bottomline.star_distribution[star]);

    const second = await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews?page=2`);
    expect(second.json.result.reviews[0]!.id).not.toBe(first.json.result.reviews[0]!.id);
    const bottomline = await api<PageJson["bottomline"]>("GET", `/api/review/products/${product.sku}/bottomline`);
    expect(bottomline.json.result).toEqual(first.json.result.bottomline);
  });

  it("names what is wrong: an unknown sku or store, a missing or malformed review id, a wrong vote", async () => {
    expect((await api("GET", "/api/review/products/NO-SUCH-SKU/reviews")).status).toBe(404);
    expect((await api("GET", "/api/review/site?storeCode=xx")).json.result).toMatch(/^storeCode must be one of/);
    expect((await api("GET", "/api/review/abc")).json).toEqual({ code: 400, result: "Necessary fields not provided: review_id" });
    expect((await api("GET", "/api/review/999999999")).status).toBe(404);
    expect((await api("POST", "/api/review/1/vote/sideways")).json).toEqual({ code: 400, result: "updown: vote up or down" });
    expect((await api("POST", "/api/review/999999999/vote/up")).status).toBe(404);
  });

  it("votes: up adds one up, down adds one down (the intended rule, not votes_up − 1)", async () => {
    const product = await reviewedProduct(1);
    const [review] = (await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews`)).json.result.reviews;
    const up = await api<{ votes_up: number; votes_down: number }>("POST", `/api/review/${review!.id}/vote/up`);
    expect(up.json.result).toMatchObject({ votes_up: review!.votes_up + 1, votes_down: review!.votes_down });
    const down = await api<{ votes_up: number; votes_down: number }>("POST", `/api/review/${review!.id}/vote/down`);
    expect(down.json.result).toMatchObject({ votes_up: review!.votes_up + 1, votes_down: review!.votes_down + 1 });
    expect((await api<ReviewJson>("GET", `/api/review/${review!.id}`)).json.result.votes_down).toBe(review!.votes_down + 1);
    // One vote per review and client address: a second one changes nothing.
    const client = newClient();
    expect((await api("POST", `/api/review/${review!.id}/vote/up`, undefined, client)).status).toBe(200);
    expect((await api("POST", `/api/review/${review!.id}/vote/up`, undefined, client)).json).toEqual({ code: 409, result: `review_id: this client has voted on review ${review!.id} already` });
    expect((await api<ReviewJson>("GET", `/api/review/${review!.id}`)).json.result.votes_up).toBe(review!.votes_up + 2);
  });

  it("site reviews: 10 per page, newest first, in the store's language", async () => {
    const se = await api<PageJson>("GET", "/api/review/site");
    expect(se.json.result.reviews).toHaveLength(10);
    expect(se.json.result.pagination).toMatchObject({ page: 1, per_page: 10, total: 64, pages: 7 });
    const dates = se.json.result.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await api<PageJson>("GET", "/api/review/site?page=7");
    expect(last.json.result.reviews).toHaveLength(4);
    const fi = await api<PageJson>("GET", "/api/review/site?storeCode=fi");
    expect(fi.json.result.reviews[0]!.title).not.toBe(se.json.result.reviews[0]!.title);
  });
});

describe("writing a review (POST /api/review/create) and moderating it (/ops/reviews)", () => {
  it("SPEC §5: a call without one of the ten fields answers 'Necessary fields not provided', naming it", async () => {
    const product = await reviewedProduct(1);
    for (const field of ["sku", "product_image_url", "email", "review_score"]) {
      const answer = await api("POST", "/api/review/create", newReview(product.sku, { [field]: undefined }));
      expect(answer.json, field).toEqual({ code: 400, result: `Necessary fields not provided: ${field}` });
    }
    expect((await api("POST", "/api/review/create", [1, 2])).status).toBe(400);
  });

  it("refuses bad fields with their messages, an unknown product, and a failed captcha", async () => {
    const product = await reviewedProduct(1);
    const bad = await api("POST", "/api/review/create", newReview(product.sku, { review_score: 7, email: "asa@", review_content: "Bra." }));
    expect(bad.json).toEqual({ code: 400, result: "review_score: Choose a score from 1 to 5 stars; review_content: Review must have 20 to 2000 characters; email: Enter a valid email" });
    expect((await api("POST", "/api/review/create", newReview("NO-SUCH-SKU"))).status).toBe(404);
    const captcha = await api("POST", "/api/review/create", { ...newReview(product.sku), "cf-turnstile-response": "fail" });
    expect(captcha.json).toEqual({ code: 400, result: "cf-turnstile-response: the captcha was not verified, try again" });
  });

  it("a new review waits unseen until approved; approving shows it and purges the product's cached page", async () => {
    const product = await reviewedProduct(1);
    const title = `Granskad ${crypto.randomUUID().slice(0, 8)}`;
    const created = await api<{ id: number; status: string }>("POST", "/api/review/create", newReview(product.sku, { review_title: title }));
    expect(created.json.result).toMatchObject({ status: "pending" });
    const id = created.json.result.id;
    const listed = async () => (await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews?per_page=50`)).json.result.reviews.some((r) => r.title === title);
    expect(await listed()).toBe(false);
    expect((await api("GET", `/api/review/${id}`)).status).toBe(404);

    // The product page is cached for crawlers before the approval…
    const page = `${ORIGIN}/p/${product.sku}/${product.slug}`;
    await SELF.fetch(page, { headers: BOT });
    expect((await SELF.fetch(page, { headers: BOT })).headers.get("X-Cache")).toBe("HIT");

    expect((await SELF.fetch(`${ORIGIN}/ops/reviews`)).status).toBe(401);
    const pending = (await (await ops("GET", "/ops/reviews")).json()) as { pending: { id: number; email: string; sku: string }[] };
    expect(pending.pending.find((r) => r.id === id)).toMatchObject({ email: "asa@example.se", sku: product.sku });
    expect((await ops("POST", `/ops/reviews/${id}`, { decision: "maybe" })).status).toBe(400);
    const approved = await ops("POST", `/ops/reviews/${id}`, { decision: "approved" });
    expect(await approved.json()).toEqual({ id, decision: "approved", productId: product.id, purged: [`P${product.id}`] });
    expect((await ops("POST", `/ops/reviews/${id}`, { decision: "rejected" })).status).toBe(409);
    expect((await ops("POST", "/ops/reviews/999999999", { decision: "rejected" })).status).toBe(404);

    expect(await listed()).toBe(true);
    // …and the purge makes the next crawl render it afresh, with the new review.
    const fresh = await SELF.fetch(page, { headers: BOT });
    expect(fresh.headers.get("X-Cache")).not.toBe("HIT");
    expect(await fresh.text()).toContain(title);
    // The writer's e-mail is never in a page or an answer.
    expect(JSON.stringify((await api("GET", `/api/review/${id}`)).json)).not.toContain("asa@example.se");
  });

  it("throttles one client address after 5 reviews an hour (429 with Retry-After)", async () => {
    const product = await reviewedProduct(1);
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await api("POST", "/api/review/create", newReview(product.sku), client)).status).toBe(200);
    const sixth = await SELF.fetch(`${ORIGIN}/api/review/create`, { method: "POST", headers: { "Content-Type": "application/json", "cf-connecting-ip": client }, body: JSON.stringify(newReview(product.sku)) });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("review pages", () => {
  it("the product page shows the bottom line, the newest 3 and the reviews as JSON-LD joined to the Product", async () => {
    const product = await reviewedProduct(4);
    const html = await (await SELF.fetch(`${ORIGIN}/p/${product.sku}/${product.slug}`, { headers: BOT })).text();
    expect(html).toContain("bottomline__average");
    expect(html.match(/class="review" id="review-\d+"/g)).toHaveLength(3);
    expect(html).toContain(`/p/${product.sku}/${product.slug}/omdomen`);
    // A score's bar leads to the reviews page's own list (10 a page), not the product page's 3.
    expect(html).toMatch(/omdomen\?star=\d"/);
    expect(html).not.toMatch(/per_page=3&amp;star=/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const withRating = ld.find((d) => d.aggregateRating) as { "@id": string; aggregateRating: { reviewCount: number }; review: unknown[] };
    expect(withRating.aggregateRating.reviewCount).toBe(product.reviews);
    expect(withRating.review).toHaveLength(3);
    expect(ld.some((d) => d["@type"] === "Product" && d["@id"] === withRating["@id"] && d.offers)).toBe(true);
  });

  it("the reviews page lists 10 per page, sorts through a plain form and filters by stars; filtered views are noindex", async () => {
    const product = await reviewedProduct(2);
    const base = `${ORIGIN}/p/${product.sku}/${product.slug}/omdomen`;
    const page = await SELF.fetch(base, { headers: BOT });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Omdömen om ${product.name.replace(/&/g, "&amp;")}`);
    expect(html).not.toContain('content="noindex');
    expect(html).toContain('id="write"');

    const sorted = await SELF.fetch(`${base}?order=scoreAsc`, { redirect: "manual" });
    expect(sorted.status).toBe(303);
    expect(sorted.headers.get("Location")).toBe(`/p/${product.sku}/${product.slug}/omdomen?sort=score&direction=asc`);
    const filtered = await (await SELF.fetch(`${base}?star=5`, { headers: BOT })).text();
    expect(filtered).toContain('content="noindex');

    const moved = await SELF.fetch(`${ORIGIN}/p/${product.sku}/old-name/omdomen?page=2`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`/p/${product.sku}/${product.slug}/omdomen?page=2`);
    expect((await SELF.fetch(`${ORIGIN}/p/NO-SUCH/x/omdomen`)).status).toBe(404);
  });

  it("writing without JavaScript: a refused form keeps what was typed and names the fields; a good one thanks", async () => {
    const product = await reviewedProduct(1);
    const url = `${ORIGIN}/p/${product.sku}/${product.slug}/omdomen`;
    const post = (fields: Record<string, string>) =>
      SELF.fetch(url, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": newClient() }, body: new URLSearchParams({ intent: "write", ...fields }) });
    const refused = await post({ review_title: "Fin färg", review_content: "kort", display_name: "Bo", email: "bo@example.se" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Välj mellan 1 och 5 stjärnor");
    expect(html).toContain("Omdömet ska ha 20 till 2 000 tecken");
    expect(html).toContain('value="Fin färg"');
    const sent = await post({ review_score: "4", review_title: "Fin färg", review_content: "Fin färg och skön att sitta i hela kvällen.", display_name: "Bo", email: "bo@example.se" });
    // POST-redirect-GET: a reload of the thank-you sends nothing again.
    expect(sent.status).toBe(303);
    const thanks = sent.headers.get("Location")!;
    expect(thanks).toBe(`/p/${product.sku}/${product.slug}/omdomen?notice=written#write`);
    for (let i = 0; i < 2; i++) {
      const page = await SELF.fetch(`${ORIGIN}${thanks}`, { headers: BOT });
      expect(page.headers.get("X-Cache")).not.toBe("HIT");
      const html = await page.text();
      expect(html).toMatch(/class="review-form__sent[^"]*"[^>]*>Tack! Ditt omdöme visas här när det har granskats\.</);
      expect(html).toContain('content="noindex');
    }
    // The plain page is still the page without a notice.
    expect(await (await SELF.fetch(url, { headers: BOT })).text()).not.toContain("review-form__sent");
  });

  it("voting without JavaScript goes back to the review (POST-redirect-GET)", async () => {
    const product = await reviewedProduct(1);
    const [review] = (await api<PageJson>("GET", `/api/review/products/${product.sku}/reviews`)).json.result.reviews;
    const url = `${ORIGIN}/p/${product.sku}/${product.slug}/omdomen`;
    const voted = await SELF.fetch(`${url}?sort=votes`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": newClient() }, body: new URLSearchParams({ intent: "vote", reviewId: String(review!.id), direction: "up" }) });
    expect(voted.status).toBe(303);
    const back = voted.headers.get("Location")!;
    expect(back).toBe(`/p/${product.sku}/${product.slug}/omdomen?sort=votes&notice=voted&review=${review!.id}#review-${review!.id}`);
    const html = await (await SELF.fetch(`${ORIGIN}${back}`)).text();
    const card = html.slice(html.indexOf(`id="review-${review!.id}"`), html.indexOf("</article>", html.indexOf(`id="review-${review!.id}"`)));
    expect(card).toMatch(/role="status">Tack för din röst!</);
    const bad = await SELF.fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "vote", reviewId: "x", direction: "up" }) });
    expect(bad.status).toBe(400);
  });

  it("the customer reviews page of each store: 10 per page, 'page x of y', cached with its own tag", async () => {
    const se = await SELF.fetch(`${ORIGIN}/kundomdomen`, { headers: BOT });
    expect(se.status).toBe(200);
    expect(se.headers.get("Cache-Tag")).toContain("site-reviews");
    const html = await se.text();
    expect(html).toContain("<h1>Kundomdömen</h1>");
    expect(html.match(/class="review" id="review-\d+"/g)).toHaveLength(10);
    expect(html).toContain("Sida 1 av 7");
    const dk = await (await SELF.fetch(`${ORIGIN}/dk/kundeanmeldelser?page=2`, { headers: BOT })).text();
    expect(dk).toContain("2 af 7");
  });
});

describe("the review API while the review service is down or hangs", () => {
  it.each([
    ["down", { REVIEW_SERVICE_DOWN: "1" }],
    ["hung (an answer a minute late)", { REVIEW_SERVICE_LATENCY_MS: "60000" }],
  ])("answers 503 with Retry-After within a deferred section's time when the service is %s", async (_, overrides) => {
    const product = await reviewedProduct(6);
    const started = Date.now();
    const ctx = createExecutionContext();
    const answer = await builtWorker.fetch(new Request(`${ORIGIN}/api/review/products/${product.sku}/reviews`), { ...env, ...overrides }, ctx);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("60");
    expect(((await answer.json()) as Envelope<string>).result).toBe("Load product reviews - Something went wrong: try again in a moment");
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
