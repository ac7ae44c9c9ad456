/**
 * Turns the production build (`npm run build`) into a Cloudflare Pages project in build/pages/:
 *   public/        the static files of build/client, with _routes.json sending only what is not a
 *                  static file to the worker
 *   public/_worker.js/   the Workers build itself (build/server: the Hono app and its modules, the
 *                  picture rasterizer's WebAssembly among them), Pages' "advanced mode": Pages Functions
 *                  would bundle the build again, and their bundler loses its WebAssembly module
 *   wrangler.json  the Pages config: the build environment's vars, D1 and KV bindings, and the Durable
 *                  Objects bound by script name to the Workers deployment that hosts them
 *   package.json, .wrangler/deploy/config.json   make the folder its own wrangler project: otherwise
 *                  wrangler finds the Workers build's redirect (.wrangler/deploy at the root) and refuses
 * `npm run deploy:pages` deploys it; `wrangler pages dev --cwd build/pages` serves it locally.
 */
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { readBuiltConfig } from "./lib/built-config.ts";
import { ROOT } from "./lib/dev-vars.ts";

const client = resolve(ROOT, "build/client");
const out = resolve(ROOT, "build/pages");
const built = readBuiltConfig();

rmSync(out, { recursive: true, force: true });
cpSync(client, resolve(out, "public"), { recursive: true });
// The worker's own files only: no source maps, and not the Workers build's config or local secrets.
const server = resolve(ROOT, "build/server");
cpSync(server, resolve(out, "public/_worker.js"), { recursive: true, filter: (path) => !/\.map$|\/(wrangler\.json|\.dev\.vars)$/.test(path) });

// Static files are answered by Pages itself; everything else (pages, API, media) by the worker.
const staticEntries = readdirSync(client).filter((entry) => !entry.startsWith("_"));
const exclude = staticEntries.map((entry) => (statSync(resolve(client, entry)).isDirectory() ? `/${entry}/*` : `/${entry}`));
writeFileSync(resolve(out, "public/_routes.json"), `${JSON.stringify({ version: 1, include: ["/*"], exclude }, null, 2)}\n`);

const pagesConfig = {
  name: `${built.name}-pages`,
  pages_build_output_dir: "./public",
  compatibility_date: built.compatibility_date,
  compatibility_flags: built.compatibility_flags ?? [],
  vars: built.vars ?? {},
  d1_databases: built.d1_databases.map(({ binding, database_name, database_id }) => ({ binding, database_name, database_id })),
  kv_namespaces: built.kv_namespaces.map(({ binding, id }) => ({ binding, id })),
  // Pages cannot host Durable Objects: the Workers deployment of the same build does (deploy it first).
  durable_objects: { bindings: built.durable_objects.bindings.map(({ name, class_name }) => ({ name, class_name, script_name: built.name })) },
};
writeFileSync(resolve(out, "wrangler.json"), `${JSON.stringify(pagesConfig, null, 2)}\n`);
writeFileSync(resolve(out, "package.json"), `${JSON.stringify({ name: pagesConfig.name, private: true }, null, 2)}\n`);
mkdirSync(resolve(out, ".wrangler/deploy"), { recursive: true });
writeFileSync(resolve(out, ".wrangler/deploy/config.json"), `${JSON.stringify({ configPath: "../../wrangler.json" })}\n`);
console.log(`build/pages: ${pagesConfig.name}, ${exclude.length} static paths, Durable Objects from ${built.name}`);
