import { resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { storeFixture } from "./tests/support/store-fixture.ts";

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The route modules every page loads: the root and the default layout. */
const SHELL_ROUTES = ["app/root.tsx", "app/layouts/default.tsx"].map((path) => resolve(import.meta.dirname, path));

/**
 * The shell chunk: what the root and the default layout import, directly or not (static imports only).
 * Every page loads these anyway; one chunk of them is smaller than rolldown's split of them by which
 * lazy chunk shares what.
 */
function shellChunk(): (id: string, graph: ModuleGraph) => string | null {
  let shell: Set<string> | null = null;
  const collect = (graph: ModuleGraph) => {
    const found = new Set<string>();
    const next = SHELL_ROUTES.flatMap((route) => graph.getModuleInfo(route)?.importedIds ?? []);
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (found.has(id) || SHELL_ROUTES.includes(id)) continue;
      found.add(id);
      next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  return (id, graph) => ((shell ??= collect(graph)).has(id) ? "shell" : null);
}

/** STORE_FIXTURE=tests/fixtures/store-de builds the shop with that folder's store views too (into build/fixtures/store-de). */
const fixture = process.env.STORE_FIXTURE;

export default defineConfig({
  plugins: [...(fixture ? [storeFixture(fixture)] : []), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true },
  // React Router preloads each page's modules itself; Vite's preloading helper for lazy chunks (panels,
  // dialogs, the full-size gallery, reviews) would put its own code into the first load for chunks that
  // are fetched later anyway.
  build: { modulePreload: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two chunks every page loads, each in one gzip context and one cache entry: React, React DOM and
            // React Router; and the shop's shell. Left to itself, rolldown splits both by which lazy chunk
            // imports what (about 5 kB gzip more on every page).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
                { name: shellChunk(), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
