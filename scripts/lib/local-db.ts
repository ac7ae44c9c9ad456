import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { getPlatformProxy } from "wrangler";
import { SEED_VERSION, generateSeed, seedStatements } from "../../worker/db/seed/index.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** Where wrangler keeps local D1/KV/DO state; tests point it elsewhere with STOREFRONT_STATE_DIR. */
export const STATE_DIR = resolve(ROOT, process.env.STOREFRONT_STATE_DIR ?? ".wrangler/state");

export const DEFAULT_PRODUCT_COUNT = 420;

export function applyMigrations(): void {
  execFileSync(
    resolve(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR],
    { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "true" } },
  );
}

type SeedMeta = { version?: string; products?: string; today?: string };

async function withDatabase<T>(work: (db: D1Database) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: resolve(ROOT, "wrangler.toml"),
    persist: { path: resolve(STATE_DIR, "v3") },
    remoteBindings: false,
  });
  try {
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

async function readSeedMeta(db: D1Database): Promise<SeedMeta> {
  const { results } = await db.prepare("SELECT key, value FROM seed_meta").all<{ key: string; value: string }>();
  return Object.fromEntries(results.map((r) => [r.key, r.value]));
}

/**
 * Writes the demo catalog. Only catalog tables are replaced, so customers, carts and
 * orders survive; the fixed ids of the generator mean nothing is ever duplicated.
 */
export async function seedCatalog(options: { products: number; force: boolean }): Promise<void> {
  await withDatabase(async (db) => {
    const meta = await readSeedMeta(db);
    if (!options.force && meta.version === SEED_VERSION) {
      console.log(`catalog: seed ${SEED_VERSION} with ${meta.products} products already in place`);
      return;
    }
    const today = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    const data = generateSeed({ products: options.products, today });
    const statements = seedStatements(data, { version: SEED_VERSION, products: options.products, today });
    const BATCH = 50;
    for (let i = 0; i < statements.length; i += BATCH) {
      await db.batch(statements.slice(i, i + BATCH).map((sql) => db.prepare(sql)));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`catalog: seeded ${options.products} products (${statements.length} statements) in ${seconds} s`);
  });
}
