import { Resvg, initWasm } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";

/**
 * The shop's drawings as PNG, for social cards: networks do not render SVG, and Cloudflare's image pipeline
 * passes SVG through untouched, so the worker rasterizes them itself (resvg, compiled to WebAssembly). The
 * drawings carry no text, so no fonts are needed. Instantiated on the first card an isolate draws.
 */
let ready: Promise<void> | null = null;

export async function rasterize(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  ready ??= initWasm(resvgModule);
  await ready;
  const renderer = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  try {
    const image = renderer.render();
    try {
      return image.asPng() as Uint8Array<ArrayBuffer>;
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
