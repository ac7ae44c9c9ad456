/**
 * `node scripts/icons.ts`: renders the app icons (public/icons/*.svg) to the PNG sizes the web app
 * manifest names, in Debian's Chromium. Run it after changing an icon's SVG; the PNGs are committed.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { launchChromium } from "#tests/support/browser.ts";

const ICONS = resolve(import.meta.dirname, "../public/icons");
const RENDERINGS = [
  ["icon.svg", 192, "icon-192.png"],
  ["icon.svg", 512, "icon-512.png"],
  ["maskable.svg", 512, "maskable-512.png"],
  ["icon.svg", 180, "apple-touch-icon.png"],
] as const;

const browser = await launchChromium();
try {
  for (const [source, size, target] of RENDERINGS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(resolve(ICONS, source), "utf8");
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${size}" height="${size}">`);
    await page.screenshot({ path: resolve(ICONS, target), omitBackground: true });
    await page.close();
    console.log(`public/icons/${target}`);
  }
} finally {
  await browser.close();
}
