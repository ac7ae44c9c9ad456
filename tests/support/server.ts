import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureDevVars } from "#scripts/lib/dev-vars.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const PREPARED = resolve(ROOT, ".wrangler/prepared-state");

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilServing(url: string, deadline: number, exited: () => string | null): Promise<void> {
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the worker did not answer ${url} in time`);
}

/**
 * Serves the production build (`npm run build` first) on workerd through `wrangler dev`,
 * with its own local state so tests never touch the developer's data.
 */
export async function startServer(options: { port: number; stateDir: string; fresh?: boolean; products?: number; vars?: Record<string, string> }): Promise<RunningServer> {
  const stateDir = resolve(ROOT, options.stateDir);
  const env = { ...process.env, STOREFRONT_STATE_DIR: stateDir, CI: "true", ...(options.products ? { SEED_PRODUCTS: String(options.products) } : {}) };
  if (options.fresh) {
    rmSync(stateDir, { recursive: true, force: true });
    cpSync(preparedState(options.products), stateDir, { recursive: true });
    ensureDevVars();
  } else {
    execFileSync(process.execPath, [resolve(ROOT, "scripts/prepare-db.ts")], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  }

  const vars = { PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`, ...options.vars };
  return spawnWrangler(["dev", "--port", String(options.port), "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false", ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`])], { env, port: options.port });
}

/** The files whose change makes a prepared state stale: the migrations, the seed generator and what runs them. */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(sql|ts)$/.test(file))
    .sort()
    .map((file) => join(dir, file));
}

/**
 * A new server's state (`fresh`) starts as a copy of a prepared one: migrations applied and the demo catalog
 * seeded, as scripts/prepare-db.ts does it, once per migrations, seed generator, catalog size and day (the
 * seed's dates are today's). Preparing takes three wrangler runs, some 20 s; a copy, a moment. So a second
 * server of a run (the upstream shop of tests/e2e/upstream.test.ts) and the next run start from the copy.
 */
function preparedState(products: number | undefined): string {
  const hash = createHash("sha256").update(`${products ?? "default"} ${new Date().toISOString().slice(0, 10)}`);
  const sources = [...sourcesOf(resolve(ROOT, "worker/db/migrations")), ...sourcesOf(resolve(ROOT, "scripts/seed")), resolve(ROOT, "scripts/prepare-db.ts"), resolve(ROOT, "scripts/lib/local-db.ts")];
  for (const file of sources) hash.update(file).update(readFileSync(file));
  const prepared = join(PREPARED, hash.digest("hex").slice(0, 16));
  if (existsSync(prepared)) return prepared;
  rmSync(PREPARED, { recursive: true, force: true });
  const preparing = `${prepared}.${process.pid}`;
  const env = { ...process.env, STOREFRONT_STATE_DIR: preparing, CI: "true", ...(products ? { SEED_PRODUCTS: String(products) } : {}) };
  execFileSync(process.execPath, [resolve(ROOT, "scripts/prepare-db.ts")], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  // The seed's SQL file, once written to the database, has no use in the copies.
  rmSync(join(preparing, "seed.sql"), { force: true });
  renameSync(preparing, prepared);
  return prepared;
}

/**
 * Serves the Cloudflare Pages project of the build (`npm run build` and `npm run build:pages` first)
 * through `wrangler pages dev`, on the local state of a running `startServer`: its D1 and KV, and its
 * Durable Objects, which Pages binds by script name through wrangler's dev registry.
 */
export async function startPagesServer(options: { port: number; stateDir: string; vars?: Record<string, string> }): Promise<RunningServer> {
  const vars = { PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`, ...options.vars };
  const args = ["pages", "dev", "--cwd", resolve(ROOT, "build/pages"), "--port", String(options.port), "--ip", "127.0.0.1", "--persist-to", resolve(ROOT, options.stateDir), "--show-interactive-dev-session=false", ...Object.entries(vars).flatMap(([name, value]) => ["--binding", `${name}=${value}`])];
  return spawnWrangler(args, { env: { ...process.env, CI: "true" }, port: options.port });
}

async function spawnWrangler(args: string[], options: { env: NodeJS.ProcessEnv; port: number }): Promise<RunningServer> {
  const child = spawn(process.execPath, [resolve(ROOT, "node_modules/wrangler/bin/wrangler.js"), ...args], { cwd: ROOT, env: options.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exitCode: number | null = null;
  child.on("exit", (code) => (exitCode = code ?? -1));

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (exitCode === null) process.kill(-child.pid, "SIGKILL");
  };
  try {
    await waitUntilServing(url, Date.now() + 90_000, () => (exitCode === null ? null : `wrangler ${args[0]} exited (${exitCode}):\n${output}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
