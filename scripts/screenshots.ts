/**
 * `npm run screenshots`: builds, serves the production worker with a fresh demo catalog and photographs
 * the home, a category, a product and the checkout (with one product in the cart) at phone and desktop
 * sizes in Debian's Chromium, into docs/screenshots/ for the README and docs/storefront.md.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { launchChromium } from "#tests/support/browser.ts";
import { startServer } from "#tests/support/server.ts";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = resolve(ROOT, "docs/screenshots");
const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
mkdirSync(OUT, { recursive: true });
const server = await startServer({ port: 8796, stateDir: ".wrangler/screenshots-state", fresh: true });
const browser = await launchChromium();
try {
  const home = await (await fetch(`${server.url}/`)).text();
  const category = /class="main-nav__link[^"]*" href="([^"]+)"/.exec(home)![1]!;
  const listing = await (await fetch(server.url + category)).text();
  const product = /class="product-card__link" href="([^"]+)"/.exec(listing)![1]!;
  for (const [name, viewport] of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: "block" });
    // A returning shopper who made the cookie choice: the pictures show the shop, not the banner.
    await context.addInitScript(() => localStorage.setItem("se-cookie-accepted", JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() })));
    const page = await context.newPage();
    const shoot = async (label: string, path: string) => {
      await page.goto(server.url + path, { waitUntil: "networkidle" });
      await page.screenshot({ path: `${OUT}/${label}-${name}.png` });
      console.log(`docs/screenshots/${label}-${name}.png`);
    };
    await shoot("home", "/");
    await shoot("category", category);
    await shoot("product", product);
    await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
    await page.locator(".notification").first().waitFor();
    await shoot("checkout", "/checkout");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
