import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true },
  // React Router preloads each page's modules itself; Vite's preloading helper for lazy chunks (panels,
  // dialogs, the full-size gallery, reviews) would put its own code into the first load for chunks that
  // are fetched later anyway.
  build: { modulePreload: false },
  // React, React DOM and React Router load on every page: one chunk keeps them in one gzip context and one
  // cache entry. Left to itself, rolldown splits them by which lazy chunk imports what (about 3 kB more).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }] },
          },
        },
      },
    },
  },
});
