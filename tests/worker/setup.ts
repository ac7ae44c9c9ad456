import { afterAll, expect } from "vitest";
import { applyD1Migrations, env } from "cloudflare:test";
import { SEED_VERSION, generateSeed, seedStatements } from "#scripts/seed/index.ts";

export const TEST_PRODUCT_COUNT = 420;
export const SEED_TODAY = "2026-06-15";

/** Every test file starts from the migrated schema and the seeded demo catalog. */
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT value FROM seed_meta WHERE key = 'version'").first<{ value: string }>();
if (seeded?.value !== SEED_VERSION) {
  const statements = seedStatements(generateSeed({ products: TEST_PRODUCT_COUNT, today: SEED_TODAY }), {
    version: SEED_VERSION,
    products: TEST_PRODUCT_COUNT,
    today: SEED_TODAY,
  });
  for (let i = 0; i < statements.length; i += 50) {
    await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
  }
}

/**
 * Every call the upstream adapter made in this file is one vue-storefront-api serves (its method, path
 * and query keys in the stand-in's route table, tests/support/vsf-api/index.ts): none fell outside it.
 */
afterAll(async () => {
  const unrouted = (await (await fetch("http://upstream.test/__unrouted")).json()) as unknown[];
  expect(unrouted).toEqual([]);
});
