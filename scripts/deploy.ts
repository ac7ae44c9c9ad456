/**
 * One-command deploy to Cloudflare Workers (docs/deploy.md):
 *   npm run deploy -- --env staging       build for the environment, apply the D1 migrations remotely,
 *                                         deploy, then purge the output cache (pages name the old build's assets)
 *   npm run deploy -- --env production --seed   the same, and seed the demo catalog remotely first (a new shop)
 *   npm run deploy -- --dry-run [--env staging]  build and bundle only: prints what would be uploaded and its bindings
 *   npm run deploy:pages -- --env production   the same to Cloudflare Workers, then the same build to Cloudflare
 *                                         Pages (build/pages, scripts/build-pages.ts), whose Durable Objects the Worker hosts
 * --skip-build deploys the build in place (the dry-run test uses it).
 * Needs `wrangler login` (or CLOUDFLARE_API_TOKEN) for everything but a dry run; the purge reads
 * CACHE_PURGE_TOKEN from the environment.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { readBuiltConfig } from "./lib/built-config.ts";
import { ROOT } from "./lib/dev-vars.ts";
import { wrangler as runWrangler } from "./lib/local-db.ts";

const ENVIRONMENTS = ["staging", "production"];
const { values } = parseArgs({ options: { env: { type: "string" }, "dry-run": { type: "boolean" }, "skip-build": { type: "boolean" }, seed: { type: "boolean" }, pages: { type: "boolean" } } });
const dryRun = values["dry-run"] === true;
if (values.env !== undefined && !ENVIRONMENTS.includes(values.env)) {
  console.error(`--env must be one of ${ENVIRONMENTS.join(", ")}`);
  process.exit(2);
}
if (!dryRun && values.env === undefined) {
  console.error("--env staging or --env production is required (the top-level config is for local runs); --dry-run needs none");
  process.exit(2);
}

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } as NodeJS.ProcessEnv });
const wrangler = (...args: string[]) => runWrangler(args);
const buildPages = () => run(process.execPath, [resolve(ROOT, "scripts/build-pages.ts")]);

// The build's wrangler.json is the chosen environment's (@cloudflare/vite-plugin reads CLOUDFLARE_ENV).
if (!values["skip-build"]) run("npm", ["run", "build"], values.env ? { CLOUDFLARE_ENV: values.env } : {});
const built = readBuiltConfig();
console.log(`deploying ${built.name}${values.env ? ` (${values.env})` : ""}${dryRun ? ", dry run" : ""}`);

if (dryRun) {
  wrangler("deploy", "--dry-run", "--outdir", ".wrangler/dry-run");
  if (values.pages) buildPages();
  process.exit(0);
}
// D1 commands read wrangler.toml, not the build's redirect: they name the environment themselves.
wrangler("d1", "migrations", "apply", "DB", "--remote", "--env", values.env!);
if (values.seed) run("npm", ["run", "seed", "--", "--remote", "--env", values.env!]);
wrangler("deploy");
if (values.pages) {
  buildPages();
  // Each environment has its own project (build/pages/wrangler.json names it), deployed as its production branch.
  wrangler("pages", "deploy", "--cwd", "build/pages", "--branch", "main");
}

const origin = built.vars?.PUBLIC_ORIGIN;
const token = process.env.CACHE_PURGE_TOKEN;
if (!origin || !token) {
  console.log(`Now purge the output cache: STOREFRONT_URL=${origin ?? "https://your.shop"} CACHE_PURGE_TOKEN=… npm run cache:purge -- --all`);
  process.exit(0);
}
// The deploy has landed either way: a purge that fails is a warning with the command to run again.
try {
  const response = await fetch(new URL("/ops/cache/purge", origin), { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify({ all: true }), signal: AbortSignal.timeout(30_000) });
  console.log(`output cache purge at ${origin}: ${response.status} ${await response.text()}`);
  if (response.ok) process.exit(0);
} catch (error) {
  console.log(`output cache purge at ${origin} failed: ${String(error)}`);
}
console.log(`Purge it when ${origin} answers: STOREFRONT_URL=${origin} CACHE_PURGE_TOKEN=… npm run cache:purge -- --all`);
