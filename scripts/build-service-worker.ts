/**
 * Builds the service worker (app/offline/service-worker.ts) to build/client/sw.js after `react-router
 * build`: one unhashed file at the root (a service worker's URL must stay the same), stamped with React
 * Router's build version and the list of the build's scripts to keep for offline use.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "vite";

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT = resolve(ROOT, "build/client");
/** The 3D viewer (model-viewer with three.js, a megabyte) serves the AR view only, which needs the network for its model anyway. */
const ONLINE_ONLY = /^model-viewer-/;
const assets = readdirSync(resolve(CLIENT, "assets")).filter((file) => (file.endsWith(".js") || file.endsWith(".css")) && !ONLINE_ONLY.test(file));

const manifestFile = assets.find((file) => /^manifest-[0-9a-f]+\.js$/.test(file));
const version = manifestFile && /"version":"([^"]+)"/.exec(readFileSync(resolve(CLIENT, "assets", manifestFile), "utf8"))?.[1];
if (!version) throw new Error("build/client has no React Router manifest: run react-router build first");

await build({
  configFile: false,
  logLevel: "warn",
  define: {
    __BUILD_VERSION__: JSON.stringify(version),
    __BUILD_ASSETS__: JSON.stringify(assets.map((file) => `/assets/${file}`)),
  },
  build: {
    outDir: CLIENT,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: resolve(ROOT, "app/offline/service-worker.ts"), formats: ["es"], fileName: () => "sw.js" },
  },
});
console.log(`build/client/sw.js: build ${version}, ${assets.length} scripts kept for offline use`);
