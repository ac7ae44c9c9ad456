/**
 * `npm run screenshots:contentful`: the shop reading a Contentful space that holds the demo content import
 * (the Delivery API stand-in of tests/support/contentful/ serving demo-content.ts), photographed at phone width
 * in Debian's Chromium: one picture per content type an editor meets (a page, the home banners, the
 * navigation, the footer) into docs/images/contentful/ for docs/contentful.md. The Images API is played by the
 * demo shop's own drawings of the banners. E2E_PORT (default 8797) and the port 100 above it are used.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { DEFAULT_CONTENTFUL_LOCALES } from "#worker/config.ts";
import { launchChromium } from "#tests/support/browser.ts";
import { deliveryApi } from "#tests/support/contentful/delivery-api.ts";
import { DEMO_DELIVERY_TOKEN, DEMO_SPACE_ID } from "#tests/support/contentful/demo-space.ts";
import { importedSpace } from "#tests/support/contentful/imported-space.ts";
import { startServer } from "#tests/support/server.ts";
import { demoContentImport, demoContentSource } from "./demo-content.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT = resolve(ROOT, "docs/images/contentful");
const PORT = Number(process.env.E2E_PORT || 8797);
const API_PORT = PORT + 100;
const PHONE = { width: 390, height: 760 };

execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
mkdirSync(OUT, { recursive: true });

const space = importedSpace((await demoContentImport(demoContentSource(), DEFAULT_CONTENTFUL_LOCALES)).content);
const api = createServer((incoming, outgoing) => {
  const request = new Request(`http://127.0.0.1:${API_PORT}${incoming.url}`, { headers: incoming.headers as Record<string, string> });
  const response = deliveryApi(space, DEMO_DELIVERY_TOKEN, request);
  void response.arrayBuffer().then((body) => {
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(body));
  });
});
await new Promise<void>((listening) => api.listen(API_PORT, "127.0.0.1", listening));

const server = await startServer({
  port: PORT,
  stateDir: ".wrangler/contentful-screenshots-state",
  fresh: true,
  vars: { CONTENTFUL_SPACE_ID: DEMO_SPACE_ID, CONTENTFUL_DELIVERY_TOKEN: DEMO_DELIVERY_TOKEN, CONTENTFUL_API_URL: `http://127.0.0.1:${API_PORT}`, CONTENTFUL_TIMEOUT_MS: "5000" },
});
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, serviceWorkers: "block", reducedMotion: "reduce" });
  // A returning shopper who made the cookie choice: the pictures show the content, not the banner.
  await context.addInitScript(() => localStorage.setItem("se-cookie-accepted", JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() })));
  // The Images API: the demo shop's drawing of the banner (banner-{id}.png) at the width asked for.
  await context.route("https://images.ctfassets.net/**", async (route) => {
    const url = new URL(route.request().url());
    const banner = /banner-(\d+)\.png$/.exec(url.pathname)?.[1];
    if (!banner) return route.abort();
    const drawing = await fetch(`${server.url}/media/banner/${banner}-${url.searchParams.get("w")}.png`);
    return route.fulfill({ status: drawing.status, contentType: "image/png", body: Buffer.from(await drawing.arrayBuffer()) });
  });
  const page = await context.newPage();
  const shoot = async (name: string, take: () => Promise<unknown>) => {
    await take();
    console.log(`docs/images/contentful/${name}.png`);
  };
  await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
  await shoot("home-banners", () => page.screenshot({ path: `${OUT}/home-banners.png` }));
  await page.locator('a[aria-controls="main-menu"]').click();
  await page.locator("#main-menu.main-nav--open").waitFor();
  // The drawer slides in (also with reduced motion, briefly): photographed once it is still.
  await page.waitForTimeout(800);
  await shoot("navigation", () => page.screenshot({ path: `${OUT}/navigation.png` }));
  await page.goto(`${server.url}/kundtjanst`, { waitUntil: "networkidle" });
  await shoot("page", () => page.screenshot({ path: `${OUT}/page.png` }));
  await shoot("footer", () => page.locator("footer.footer").screenshot({ path: `${OUT}/footer.png` }));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  api.close();
}
