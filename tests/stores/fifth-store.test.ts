import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHarness, type TestHarness } from "wrangler";
import { STORE_CODES, STORE_VIEWS, type StoreView } from "#core/stores.ts";
import { SEED_VERSION, generateSeed, seedStatements } from "#scripts/seed/index.ts";

/**
 * A store view is data (issue 33): the shop built with a fifth store from a fixture, tests/fixtures/store-de
 * (de/view.ts and de/commerce.ts: Germany, EUR, de-DE, /de; de-DE.json: some of its words, English for the rest), renders its home,
 * a category and a product page. Nothing of the shop's code names the store. How it runs:
 *
 * 1. `STORE_FIXTURE=tests/fixtures/store-de react-router build` builds the shop into build/fixtures/store-de.
 *    vite.config.ts then adds tests/support/store-fixture.ts, a Vite plugin that resolves every import of
 *    core/stores/registry.ts, core/stores/commerce-registry.ts and core/i18n/dictionary-registry.server.ts to
 *    the fixture's stores.ts, commerce-registry.ts and dictionaries.ts, which list the shop's stores and
 *    dictionaries plus Germany's. The shop's own build and
 *    wrangler's deploy redirect (.wrangler/deploy/config.json, put back after the build) are left alone.
 *    React Router reads app/routes.ts without Vite's plugins, so the route table reads STORE_FIXTURE itself.
 * 2. This file runs under vitest.stores.config.ts, which applies the same plugin, so the seed generator it
 *    imports knows the fifth store: the demo catalog has rows for /de (texts of the default store, since
 *    none are written in German; prices converted by the store's shelf-price rule).
 * 3. wrangler's test harness runs the built worker in workerd with a fresh local D1, migrated and seeded
 *    here, and the pages are fetched through it.
 *
 * About 30 s alone, most of it the build.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = "tests/fixtures/store-de";
const BUILD = resolve(ROOT, "build/fixtures/store-de");
const DEPLOY_REDIRECT = resolve(ROOT, ".wrangler/deploy/config.json");
const ORIGIN = "http://shop.test";
const TODAY = "2026-06-15";
const PRODUCTS = 40;
const BOT = { "user-agent": "Googlebot/2.1" };

async function buildWithFixture(): Promise<void> {
  const redirect = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT, "utf8") : null;
  try {
    await promisify(execFile)(process.execPath, [resolve(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
      cwd: ROOT,
      env: { ...process.env, STORE_FIXTURE: FIXTURE },
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    if (redirect === null) rmSync(DEPLOY_REDIRECT, { force: true });
    else writeFileSync(DEPLOY_REDIRECT, redirect);
  }
}

let server: TestHarness;
const get = (path: string) => server.fetch(`${ORIGIN}${path}`, { headers: BOT, redirect: "manual" });

beforeAll(async () => {
  await buildWithFixture();
  server = createTestHarness({ workers: [{ configPath: resolve(BUILD, "server/wrangler.json"), vars: { PUBLIC_ORIGIN: ORIGIN, CATALOG_TODAY: TODAY, CUSTOMER_TOKEN_SECRET: "fifth-store-test-customer-token-secret-0123456789" } }] });
  await server.listen();
  const worker = server.getWorker<{ DB: D1Database }>();
  await worker.applyD1Migrations("DB");
  const { DB } = await worker.getEnv();
  const statements = seedStatements(generateSeed({ products: PRODUCTS, today: TODAY }), { version: SEED_VERSION, products: PRODUCTS, today: TODAY });
  for (let i = 0; i < statements.length; i += 50) await DB.batch(statements.slice(i, i + 50).map((sql) => DB.prepare(sql)));
});

afterAll(async () => {
  await server?.close();
});

describe("the fixture's registry in this process", () => {
  it("lists the four stores and Germany last", () => {
    expect(STORE_CODES).toEqual(["se", "dk", "no", "fi", "de"]);
    expect((STORE_VIEWS as Record<string, StoreView>).de).toMatchObject({ urlPrefix: "/de", language: "de-DE", i18n: { currencyCode: "EUR", defaultLocale: "de-DE" } });
  });
});

describe("a fifth store built from a fixture (issue 33)", () => {
  /** A German page: its language, its words, prices in euros, no template gaps. */
  async function germanPage(path: string): Promise<string> {
    const response = await get(path);
    expect(`${response.status} ${response.headers.get("location") ?? ""}`, path).toBe("200 ");
    const html = await response.text();
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain("Warenkorb");
    expect(html).toMatch(/\d\u00a0€/);
    expect(html).not.toContain("NaN");
    expect(html).not.toMatch(/class="price__final">[^<]*kr/);
    expect(html).toContain(`<link rel="alternate" hrefLang="de-DE" href="${ORIGIN}${path}"/>`);
    return html;
  }

  it("renders the home page at /de", async () => {
    const html = await germanPage("/de");
    expect(html).toContain("Neue Kollektion");
    expect(html).toMatch(/href="\/de\/p\//);
  });

  it("renders a category at its /de path, linking its products in the store", async () => {
    const html = await germanPage("/de/soffor");
    const productLinks = [...html.matchAll(/href="(\/[^"]*\/p\/[^"]+)"/g)].map((m) => m[1]!);
    expect(productLinks.length).toBeGreaterThan(0);
    expect(productLinks.filter((href) => !href.startsWith("/de/p/"))).toEqual([]);
  });

  it("renders a product page in euros with the store's canonical and review path", async () => {
    const category = await (await get("/de/soffor")).text();
    const product = /href="(\/de\/p\/[^/"]+\/[^/"]+)"/.exec(category)![1]!;
    const html = await germanPage(product);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${product}"/>`);
    expect(html).toContain('"priceCurrency":"EUR"');
    expect(html).toContain("Artikelnummer");
    expect(html).toContain(`${product}/bewertungen`);
  });
});
