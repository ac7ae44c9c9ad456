import { startServer } from "./support/server.ts";
import { launchChromium } from "./support/browser.ts";
import { purchasableProducts } from "./support/page-types.ts";
const server = await startServer({ port: 8796, stateDir: ".wrangler/shots-state", fresh: false });
const browser = await launchChromium();
const base = server.url;
try {
  const products = await purchasableProducts(base, 4);
  for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 900 }]] as const) {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    for (const i of [0, 1, 2]) {
      await page.goto(base + products.simple[i]!.paths["sv-SE"], { waitUntil: "networkidle" });
      await page.locator(".product__lists .wishlist-toggle").click();
      await page.locator(".compare-toggle input").check();
    }
    await page.screenshot({ path: `/tmp/shot-${name}-product.png` });
    await page.locator(".recently-viewed").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-${name}-recent.png` });
    await page.locator(".header__wishlist").click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-${name}-wishpanel.png` });
    await page.goto(base + "/compare", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/shot-${name}-compare.png`, fullPage: true });
    await page.goto(base + "/soffor", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/shot-${name}-category.png` });
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
