import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

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
  if (options.fresh) rmSync(stateDir, { recursive: true, force: true });
  const env = { ...process.env, STOREFRONT_STATE_DIR: stateDir, CI: "true", ...(options.products ? { SEED_PRODUCTS: String(options.products) } : {}) };
  execFileSync(process.execPath, [resolve(ROOT, "scripts/prepare-db.ts")], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });

  const vars = { PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`, ...options.vars };
  return spawnWrangler(["dev", "--port", String(options.port), "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false", ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`])], { env, port: options.port });
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
