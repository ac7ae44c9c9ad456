declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** A WebAssembly binary, compiled when the worker loads (the Cloudflare Vite plugin's `.wasm` imports). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
