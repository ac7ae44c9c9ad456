import { startServer } from "./support/server.ts";
import { launchChromium } from "./support/browser.ts";
const server = await startServer({ port: 8796, stateDir: ".wrangler/shots-state", fresh: true });
const browser = await launchChromium();
const base = server.url;
try {
  for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 900 }]] as const) {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    await page.goto(base + "/", { waitUntil: "networkidle" });
    await page.locator(".header__account").click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-${name}-login.png` });
    await page.getByRole("link", { name: "Skapa ett konto" }).click();
    await page.waitForTimeout(300);
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-${name}-register-errors.png` });
    const d = page.getByRole("dialog");
    await d.getByLabel("Förnamn").fill("Astrid"); await d.getByLabel("Efternamn").fill("Lindqvist");
    await d.getByLabel("E-post").fill(`shot-${name}-${Date.now()}@example.com`); await d.getByLabel("Lösenord", { exact: true }).fill("Trädgård-2026"); await d.getByLabel("Upprepa lösenordet").fill("Trädgård-2026");
    await d.getByRole("button", { name: "Skapa konto" }).click();
    await page.waitForSelector(".header__account[data-signed-in]");
    await page.goto(base + "/my-account", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/shot-${name}-account.png`, fullPage: true });
    await page.goto(base + "/my-account/addresses?edit=new", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/shot-${name}-address-form.png`, fullPage: true });
    await page.goto(base + "/my-account/orders", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/shot-${name}-orders.png` });
    await ctx.close();
  }
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(base + "/my-account", { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shot-phone-signedout.png`, fullPage: true });
} finally {
  await browser.close();
  await server.stop();
}
