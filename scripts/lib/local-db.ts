import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { SEED_VERSION, generateSeed, seedStatements } from "../seed/index.ts";
import { ROOT } from "./dev-vars.ts";

/** Where wrangler keeps local D1/KV/DO state; tests point it elsewhere with STOREFRONT_STATE_DIR. */
const STATE_DIR = resolve(ROOT, process.env.STOREFRONT_STATE_DIR ?? ".wrangler/state");

export const DEFAULT_PRODUCT_COUNT = 420;

/** Runs wrangler on this Node (24), whatever `node` the PATH would find. */
export function wrangler(args: string[], capture = false): string {
  const output = execFileSync(process.execPath, [resolve(ROOT, "node_modules/wrangler/bin/wrangler.js"), ...args], {
    cwd: ROOT,
    env: { ...process.env, CI: "true" },
    stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return output ?? "";
}

/**
 * Where the D1 commands go: the local state, or an environment's deployed database. D1 commands read
 * wrangler.toml itself (not the build's redirect), so the environment is named on each.
 */
let target: string[] = ["--local", "--persist-to", STATE_DIR];
export function useRemoteDatabase(env: string | undefined): void {
  target = ["--remote", ...(env ? ["--env", env] : [])];
}

const d1 = (...args: string[]) => ["d1", ...args, "DB", ...target];

export function applyMigrations(): void {
  wrangler(d1("migrations", "apply"));
}

/** The seed in place: its version and product count, or null when nothing is seeded. */
function seeded(): { version: string; products: number } | null {
  const json = wrangler([...d1("execute"), "--json", "--command", "SELECT key, value FROM seed_meta WHERE key IN ('version', 'products')"], true);
  const [result] = JSON.parse(json) as { results: { key: string; value: string }[] }[];
  const meta = Object.fromEntries((result?.results ?? []).map((row) => [row.key, row.value]));
  return meta.version ? { version: meta.version, products: Number(meta.products) } : null;
}

/** wrangler's local execute fails on very large files, so big seeds go in parts. */
const MAX_FILE_BYTES = 24 * 1024 * 1024;

function sqlFiles(statements: string[]): string[] {
  const files: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const statement of statements) {
    const sql = statement.trimEnd().endsWith(";") ? statement : `${statement};`;
    if (size + sql.length > MAX_FILE_BYTES && current.length) {
      files.push(current.join("\n"));
      current = [];
      size = 0;
    }
    current.push(sql);
    size += sql.length + 1;
  }
  if (current.length) files.push(current.join("\n"));
  return files;
}

/**
 * Writes the demo catalog. Only catalog tables are replaced, so customers, carts and
 * orders survive; the fixed ids of the generator mean nothing is ever duplicated.
 */
export function seedCatalog(options: { products: number; force: boolean }): void {
  const current = options.force ? null : seeded();
  if (current?.version === SEED_VERSION && current.products === options.products) {
    console.log(`catalog: seed ${SEED_VERSION} of ${options.products} products already in place`);
    return;
  }
  const today = new Date().toISOString().slice(0, 10);
  const statements = seedStatements(generateSeed({ products: options.products, today }), {
    version: SEED_VERSION,
    products: options.products,
    today,
  });
  mkdirSync(STATE_DIR, { recursive: true });
  const files = sqlFiles(statements);
  files.forEach((sql, i) => {
    const file = resolve(STATE_DIR, "seed.sql");
    writeFileSync(file, sql);
    if (files.length > 1) console.log(`catalog: writing part ${i + 1} of ${files.length}`);
    wrangler([...d1("execute"), "--yes", "--file", file], true);
  });
  console.log(`catalog: seeded ${options.products} products (seed ${SEED_VERSION})`);
}
