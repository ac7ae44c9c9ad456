import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });
/** The production build's worker, for its scheduled handler (SELF answers fetches only). */
const { default: worker } = (await import("../../build/server/index.js" as string)) as { default: Required<Pick<ExportedHandler<Env>, "scheduled">> };
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;

/** A reviewed, visible simple product of the store whose package matches `fits`, put in stock. */
async function product(store: string, fits: string) {
  const row = await first<{ id: number; sku: string; slug: string; count: number }>(
    `SELECT p.id, p.sku, t.url_path AS slug, COUNT(r.id) AS count FROM products p
     JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
     JOIN reviews r ON r.product_id = p.id AND r.store_code = ?1 AND r.status = 'approved'
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND ${fits}
     GROUP BY p.id HAVING COUNT(r.id) > 1 ORDER BY p.id LIMIT 1`,
    store,
  );
  await env.DB.prepare("UPDATE products SET qty = 40, is_in_stock = 1, product_sale_status = 'active' WHERE id = ?1").bind(row.id).run();
  await SELF.fetch(`${ORIGIN}/invalidate?key=test-purge-token&tag=P${row.id}`);
  return row;
}

// SPEC §5 "Shipping limitation": a parcel takes up to 20 kg and 150 × 70 × 70 cm.
const PARCEL = "p.weight_kg <= 20 AND p.package_width_cm <= 70 AND p.package_height_cm <= 70 AND p.package_depth_cm <= 70";
const FREIGHT = "p.weight_kg > 20";
const SPACE = "[\\s\\u00a0]";

// The tests' catalog day is Monday 2026-06-15: a home delivery is bookable from Tuesday.
const STORES = [
  {
    store: "se",
    prefix: "",
    deliveryPage: "/leverans",
    home: `Hemleverans 695${SPACE}kr, bokningsbar från tisdag 16 juni`,
    parcel: `Till utlämningsställe 99${SPACE}kr, leverans inom 2–4 dagar`,
    reviews: (n: number) => `${n} omdömen`,
    site: /\d,\d av 5 i \d+ kundomdömen/,
    returns: "Fri retur inom 30 dagar",
    inStock: ">I lager<",
  },
  {
    store: "dk",
    prefix: "/dk",
    deliveryPage: "/dk/kobsbetingelser",
    home: `Hjemmelevering 495${SPACE}kr\\., kan bookes fra tirsdag 16\\. juni`,
    parcel: `Til udleveringssted 69${SPACE}kr\\., levering inden for 2–4 dage`,
    reviews: (n: number) => `${n} anmeldelser`,
    site: /\d,\d ud af 5 i \d+ kundeanmeldelser/,
    returns: "Gratis retur inden for 30 dage",
    inStock: ">På lager<",
  },
] as const;

describe("the buy box says what the product costs to get and when (issue 36 item 1)", () => {
  for (const s of STORES) {
    for (const [kind, fits, promise] of [["parcel", PARCEL, s.parcel], ["home-delivery", FREIGHT, s.home]] as const) {
      it(`${s.store}: a ${kind} product shows its stars, method, price, first day and the trust strip, stock once`, async () => {
        const row = await product(s.store, fits);
        const response = await get(`${s.prefix}/p/${row.sku}/${row.slug}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const buyBox = html.slice(html.indexOf('class="product__buy"'), html.indexOf('aria-labelledby="description"'));

        const rating = /<p class="buy-rating"><a href="([^"]+)"[^>]*>(.*?)<\/a>/.exec(buyBox);
        expect(rating?.[2]).toContain('class="stars"');
        expect(rating?.[2]).toContain(s.reviews(row.count));
        expect((await get(rating![1]!.replace(/&amp;/g, "&"))).status).toBe(200);

        expect(buyBox).toMatch(new RegExp(`<p class="buy-delivery buy-delivery--${kind === "parcel" ? "parcel" : "home"}">${promise}</p>`));

        const strip = /<ul class="trust-strip"[^>]*>(.*?)<\/ul>/.exec(buyBox)?.[1] ?? "";
        expect(strip).toMatch(s.site);
        expect(strip).toContain(s.returns);
        expect(strip).toContain(`href="${s.deliveryPage}"`);
        expect(strip).toContain(`href="${s.prefix}/returns"`);
        for (const href of [s.deliveryPage, `${s.prefix}/returns`]) expect((await get(href)).status).toBe(200);

        // Stated once: the availability sentence in its badge, not a second "in stock" beside it.
        expect(buyBox.match(/class="stock-badge /g)).toHaveLength(1);
        expect(buyBox).not.toContain(s.inStock);
      });
    }
  }
});

describe("a product page's first delivery day is never served on a later day (decision 0040)", () => {
  it("the midnight cron purges every stored product page, and only those", async () => {
    const row = await product("se", FREIGHT);
    const page = `/p/${row.sku}/${row.slug}`;
    // A crawler's miss waits for the complete page and stores it.
    const cached = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: BOT });
    await (await cached(page)).text();
    await (await cached("/kundtjanst")).text();
    expect((await cached(page)).headers.get("X-Cache")).toBe("HIT");
    expect((await cached("/kundtjanst")).headers.get("X-Cache")).toBe("HIT");

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 0 * * *", scheduledTime: new Date("2026-06-16T00:00:00Z") }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await cached(page)).headers.get("X-Cache")).toBe("MISS");
    expect((await cached("/kundtjanst")).headers.get("X-Cache")).toBe("HIT");
  });
});
