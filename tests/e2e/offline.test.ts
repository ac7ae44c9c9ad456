import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { launchChromiumProfile, useChromium } from "../support/browser.ts";
import { purchasableProducts } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
/** Products to buy, found once for the file (each journey takes its own). */
let products: ReturnType<typeof purchasableProducts> | undefined;
const buyable = () => (products ??= purchasableProducts(baseUrl, 20));
const browser = useChromium({ serviceWorkers: "allow" });
const PHONE = { width: 390, height: 844 };

/** Links of a kind on a page: the first few category or product links a shopper would follow. */
const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** Fills the checkout form as a shopper in Göteborg would, terms accepted. */
async function fillCheckout(page: Page, email: string): Promise<void> {
  for (const [field, value] of [["firstName", "Åsa"], ["lastName", "Lind"], ["email", email], ["phone", "0701234567"], ["street", "Storgatan 1"], ["zipCode", "41263"], ["city", "Göteborg"]]) {
    await page.locator(`#checkout-${field}`).fill(value!);
  }
  await page.locator("#checkout-acceptTerms").check();
}

/**
 * Clicks "Lägg i varukorgen" once the form is the script's (its hidden `via` field is there), and waits until the
 * cart says it added the line (an error fails with its words). A click before hydration posts the form without
 * JavaScript: offline, that is the offline page and no word from the cart at all.
 */
async function addToCart(page: Page): Promise<void> {
  await page.locator('#add-to-cart input[name="via"]').waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  const said = page.locator(".notifications .notification[data-type=success], .notifications .notification[data-type=error]").first();
  await said.waitFor();
  expect(await said.getAttribute("data-type"), await said.innerText()).toBe("success");
}

/** Online: a product into the cart (the page kept by the service worker), then the checkout. */
async function checkoutWith(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  await controlled(page);
  await addToCart(page);
  await page.goto(baseUrl + "/checkout", { waitUntil: "networkidle" });
}

describe("offline browsing (service worker)", () => {
  it("keeps visited pages, answers the store's offline page for others and never keeps a personal answer", async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + "/", { waitUntil: "networkidle" });
      await controlled(page);
      const [category] = await hrefs(page, ".main-nav__link");
      await page.goto(baseUrl + category, { waitUntil: "networkidle" });
      const [product, unvisited] = await hrefs(page, ".product-card__link");
      await page.goto(baseUrl + product, { waitUntil: "networkidle" });
      const productName = await page.locator("h1").innerText();
      // The cart is asked for as a shopper uses it; its answer must never be kept.
      await page.evaluate(async () => {
        const created = (await (await fetch("/api/cart/create", { method: "POST" })).json()) as { result: string };
        await (await fetch(`/api/cart/pull?cartId=${created.result}`)).text();
      });
      await page.goto(baseUrl + "/", { waitUntil: "networkidle" }); // the home page again, now through the worker

      await context.setOffline(true);
      for (const [path, heading] of [[category!, null], [product!, productName]] as const) {
        const response = await page.goto(baseUrl + path);
        expect(response?.status(), path).toBe(200);
        if (heading) expect(await page.locator("h1").innerText()).toBe(heading);
      }
      await expect.poll(() => page.locator(".offline-indicator").isVisible()).toBe(true);
      expect(await page.locator(".offline-indicator").innerText()).toContain("Du är offline");

      await page.goto(baseUrl + unvisited);
      expect(new URL(page.url()).pathname).toBe("/offline");
      expect(await page.locator("h1").innerText()).toBe("Du är offline");
      expect(await page.locator(".offline-page a").getAttribute("href")).toBe("/");

      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(kept).toEqual(expect.arrayContaining(["/", category, product, "/offline", "/fi/offline"]));
      expect(kept.filter((path) => /^\/(api|checkout|my-account|confirmation)(\/|$)/.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on a client-side navigation offline: loads a page kept whole, says one never kept is not available and goes home", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + "/fi", { waitUntil: "networkidle" });
      await controlled(page);
      const [category] = await hrefs(page, ".main-nav__link");
      await page.goto(baseUrl + category, { waitUntil: "networkidle" });
      const categoryTitle = await page.locator("h1").innerText();
      await page.goto(baseUrl + "/fi", { waitUntil: "networkidle" });
      await context.setOffline(true);

      await page.locator(`.main-nav__link[href="${category}"]`).click();
      await page.waitForURL(baseUrl + category);
      await expect.poll(() => page.locator("h1").innerText(), { timeout: 10_000 }).toBe(categoryTitle);

      await page.locator(".product-card__link").first().click();
      await expect.poll(() => page.locator(".error-page[role=alert]").innerText()).toContain("ei ole saatavilla offline-tilassa");
      await page.waitForURL(baseUrl + "/fi", { timeout: 10_000 });
      await expect.poll(() => page.locator(".hero").count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });
});

/** The operators' token of the served worker (its .dev.vars). */
const opsToken = () => /^CACHE_PURGE_TOKEN=(.+)$/m.exec(readFileSync(resolve(import.meta.dirname, "../../.dev.vars"), "utf8"))![1]!.trim();

describe("the offline cart (SPEC §1, §4 'Online again')", () => {
  it("keeps changes made offline across a reload, sends them once and in order when online, and reports one the cart refuses", async () => {
    const { simple } = await buyable();
    const [first, second, soldOut] = [simple[8]!, simple[9]!, simple[10]!];
    const context = await browser().newContext();
    const page = await context.newPage();
    const add = async (path: string) => {
      await page.goto(baseUrl + path);
      await addToCart(page);
    };
    const count = () => page.locator(".cart-count").getAttribute("data-count");
    try {
      await page.goto(baseUrl + "/", { waitUntil: "networkidle" });
      await controlled(page);
      for (const product of [first, second, soldOut]) await page.goto(baseUrl + product.paths["sv-SE"]!, { waitUntil: "networkidle" });
      await context.setOffline(true);
      await add(first.paths["sv-SE"]!);
      await add(first.paths["sv-SE"]!);
      await add(second.paths["sv-SE"]!);
      await add(soldOut.paths["sv-SE"]!);
      await page.reload();
      await expect.poll(count).toBe("4");

      // Meanwhile the last one sells out.
      const sku = (await page.locator("article.product").getAttribute("data-sku"))!;
      const answer = await fetch(`${baseUrl}/ops/catalog/products/${encodeURIComponent(sku)}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${opsToken()}`, "Content-Type": "application/json" },
        body: JSON.stringify({ qty: 0, inStock: false }),
      });
      expect(answer.status).toBe(200);

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await expect.poll(() => page.locator(".notifications .notification[data-type=error]").innerText(), { timeout: 15_000 }).toMatch(/slut|lager/i);
      await expect.poll(count, { timeout: 15_000 }).toBe("3");
      const cartId = (await context.cookies()).find((c) => c.name === "cart_se")!.value;
      const lines = async () => ((await (await fetch(`${baseUrl}/api/cart/pull?cartId=${cartId}`)).json()) as { result: { sku: string; qty: number }[] }).result.map((l) => l.qty).sort();
      expect(await lines()).toEqual([1, 2]);
      // Sent once: another visit sends nothing again.
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(count).toBe("3");
      expect(await lines()).toEqual([1, 2]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe("the offline order queue (SPEC §1, §4 'Online again')", () => {
  it("queues three orders offline across a reload, never as placed; online, places each once, asks before a changed total and rejects a sold-out one", async () => {
    const { simple } = await buyable();
    const [first, repriced, soldOut] = [simple[16]!, simple[17]!, simple[18]!];
    const stockOf = async (sku: string) => ((await (await fetch(`${baseUrl}/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as { result: { qty: number } }).result.qty;
    const ops = (sku: string, change: object) =>
      fetch(`${baseUrl}/ops/catalog/products/${encodeURIComponent(sku)}`, { method: "POST", headers: { Authorization: `Bearer ${opsToken()}`, "Content-Type": "application/json" }, body: JSON.stringify(change) });
    const context = await browser().newContext();
    const page = await context.newPage();
    const skuOf = async (path: string) => {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      return (await page.locator("article.product").getAttribute("data-sku"))!;
    };
    const add = async (path: string) => {
      await page.goto(baseUrl + path);
      await addToCart(page);
    };
    const fillAndSubmit = async (button: string, email: string) => {
      // A checkout without its form fails here with what it showed instead.
      await page
        .locator("#checkout-firstName")
        .waitFor({ timeout: 10_000 })
        .catch(async () => expect.fail(`${page.url()} shows no checkout form: ${(await page.locator("main").innerText()).slice(0, 400)}`));
      await fillCheckout(page, email);
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL(/\/offline\/orders/);
    };
    const cards = page.locator(".queued-order");
    try {
      await page.goto(baseUrl + "/", { waitUntil: "networkidle" });
      await controlled(page);
      const skus = [await skuOf(first.paths["sv-SE"]!), await skuOf(repriced.paths["sv-SE"]!), await skuOf(soldOut.paths["sv-SE"]!)];
      const stockBefore = await Promise.all(skus.map(stockOf));

      // 1. The checkout page, loaded online; the connection goes before "Slutför köp".
      await add(first.paths["sv-SE"]!);
      await page.goto(baseUrl + "/checkout", { waitUntil: "networkidle" });
      await context.setOffline(true);
      await fillAndSubmit("Slutför köp", "ett@example.se");
      expect(new URL(page.url()).search).toBe("?queued=offline");
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cards.first().locator(".queued-order__status").innerText()).toBe("Köad – inte lagd än");
      await expect.poll(() => page.locator(".cart-count").count()).toBe(0);

      // 2. Offline from the start: the checkout is the offline one.
      await add(repriced.paths["sv-SE"]!);
      await page.goto(baseUrl + "/checkout");
      await page.waitForURL(/\/offline\/checkout$/);
      await fillAndSubmit("Köa beställningen", "tva@example.se");
      await expect.poll(() => cards.count()).toBe(2);

      // 3. After a reload, still offline, the queue is all there; a third order joins it.
      await page.reload();
      await expect.poll(() => cards.count()).toBe(2);
      await add(soldOut.paths["sv-SE"]!);
      await page.goto(baseUrl + "/checkout");
      await page.waitForURL(/\/offline\/checkout$/);
      await fillAndSubmit("Köa beställningen", "tre@example.se");
      await expect.poll(() => cards.count()).toBe(3);
      expect(await cards.locator(".queued-order__status").allInnerTexts()).toEqual(Array(3).fill("Köad – inte lagd än"));

      // Meanwhile one item's price changes (below any special price, so the new one applies) and one sells out.
      expect((await ops(skus[1]!, { price: 1 })).status).toBe(200);
      expect((await ops(skus[2]!, { qty: 0, inStock: false })).status).toBe(200);

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      const statuses = () => cards.locator(".queued-order__status").allInnerTexts();
      await expect.poll(statuses, { timeout: 20_000 }).toEqual([expect.stringMatching(/^Lagd – ordernummer SE\d+$/), "Väntar på dig – inte lagd än", "Inte lagd"]);
      expect(await cards.nth(2).innerText()).toContain("Inget har beställts eller debiterats.");
      // The shopper agrees to the new total.
      await cards.nth(1).getByRole("button", { name: /^Lägg beställningen för/ }).click();
      await expect.poll(statuses, { timeout: 15_000 }).toEqual([expect.stringMatching(/^Lagd /), expect.stringMatching(/^Lagd /), "Inte lagd"]);

      // Each placed once: stock taken once, nothing sent again on another visit or in another tab.
      const expected = [stockBefore[0]! - 1, stockBefore[1]! - 1, 0];
      expect(await Promise.all(skus.map(stockOf))).toEqual(expected);
      const other = await context.newPage();
      await other.goto(baseUrl + "/offline/orders", { waitUntil: "networkidle" });
      await page.reload({ waitUntil: "networkidle" });
      expect(await Promise.all(skus.map(stockOf))).toEqual(expected);
      // The lines left the server cart when the queued removals were sent.
      const cartId = (await context.cookies()).find((c) => c.name === "cart_se")?.value;
      if (cartId) expect(((await (await fetch(`${baseUrl}/api/cart/pull?cartId=${cartId}`)).json()) as { result: unknown[] }).result).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it("cancels an order whose answer was lost only after asking the server: placed after all, it stays, placed", async () => {
    const { simple } = await buyable();
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await checkoutWith(page, simple[19]!.paths["sv-SE"]!);
      // Lie-fi: the checkout's submit reaches the server, which places the order, but its answer never comes back;
      // and the queue's own sends are lost on the way out.
      await page.route(/\/checkout(\.data)?(\?.*)?$/, async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        await route.fetch();
        await route.abort("connectionreset");
      });
      await page.route(/\/api\/order$/, (route) => route.abort("connectionreset"));
      await fillCheckout(page, "lost@example.se");
      await page.getByRole("button", { name: "Slutför köp" }).click();
      await page.waitForURL(/\/offline\/orders\?queued=server$/);
      const card = page.locator(".queued-order");
      await expect.poll(() => card.locator(".queued-order__status").innerText()).toBe("Köad – inte lagd än");

      await card.getByRole("button", { name: "Avbryt beställningen" }).click();
      await expect.poll(() => card.locator(".queued-order__status").innerText()).toMatch(/^Lagd – ordernummer SE\d+$/);
      await expect.poll(() => page.locator(".notifications").innerText()).toContain("Beställningen var redan lagd och kan inte avbrytas här.");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("an order queued at the offline checkout keeps the discount code applied online, at the total the server then charges", async () => {
    const { simple } = await buyable();
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await checkoutWith(page, simple[15]!.paths["sv-SE"]!);
      await page.fill("#checkout-coupon", "NYHETSBREV10");
      await page.getByRole("button", { name: "Använd" }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Rabattkoden har lagts till." }).count()).toBe(1);
      const discountOf = () => page.locator(".checkout__summary .totals div").filter({ hasText: "Rabatt" }).locator("dd").textContent();
      const discount = await discountOf();
      expect(discount).toMatch(/^−\d/);

      await context.setOffline(true);
      await page.goto(baseUrl + "/checkout");
      await page.waitForURL(/\/offline\/checkout$/);
      await expect.poll(discountOf).toBe(discount);
      await fillCheckout(page, "kod@example.se");
      await page.getByRole("button", { name: "Köa beställningen" }).click();
      await page.waitForURL(/\/offline\/orders/);

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      const status = page.locator(".queued-order__status");
      // Placed at once: the total agreed offline is the one the server computes with the code.
      await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^Lagd – ordernummer SE\d+$/);
      const number = /SE\d+/.exec(await status.innerText())![0];
      const cartId = (await context.cookies()).find((c) => c.name === "cart_se")!.value;
      const order = ((await (await fetch(`${baseUrl}/api/order/${number}?cartId=${cartId}`)).json()) as { result: { discount_amount: number } }).result;
      expect(order.discount_amount).toBeLessThan(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});

// Over HTTP without a browser, but here and not in the worker tests: the icons and sw.js are Workers
// Assets' static files, which the workerd of the worker tests does not serve.
describe("the app's own files", () => {
  it("serves the icons the manifest names and a service worker browsers always look up", async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: { src: string; type: string }[] };
    for (const icon of manifest.icons) {
      const response = await fetch(baseUrl + icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get("content-type"), icon.src).toContain(icon.type);
    }
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const { result } = (await (await fetch(`${baseUrl}/api/ext/vsf-deploy-refresher/version`)).json()) as { result: { version: string } };
    expect(await worker.text()).toContain(`pages-${result.version}`);
  });
});

describe("installable, and honest about an older tab", () => {
  it("Chromium finds every store installable (manifest, icons, service worker)", async () => {
    // Installing needs a browser profile: Playwright's contexts are incognito, where nothing installs.
    const profile = mkdtempSync(join(tmpdir(), "chromium-profile-"));
    const context = await launchChromiumProfile(profile, { viewport: PHONE });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      for (const home of ["/", "/dk/", "/no/", "/fi/"]) {
        await page.goto(baseUrl + home, { waitUntil: "networkidle" });
        await controlled(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
        expect(installabilityErrors.map((e) => e.errorId), home).toEqual([]);
        await cdp.detach();
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 60_000);

  it("tells the shopper when a tab of an older build holds this device's offline store", async () => {
    const context = await browser().newContext({ serviceWorkers: "block" });
    const older = await context.newPage();
    const page = await context.newPage();
    try {
      // An older build's tab: the store at version 1, open, and deaf to a newer version's call.
      await older.goto(baseUrl + "/robots.txt");
      await older.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open("storefront-offline", 1);
            open.onupgradeneeded = () => open.result.createObjectStore("cart-changes", { autoIncrement: true });
            open.onsuccess = () => ((window as unknown as { held: IDBDatabase }).held = open.result, resolve());
            open.onerror = () => reject(open.error);
          }),
      );
      await page.goto(baseUrl + "/kundtjanst", { waitUntil: "networkidle" });
      const notice = page.locator(".notifications .notification[data-type=warning]");
      await expect.poll(() => notice.allInnerTexts(), { timeout: 15_000 }).toContainEqual(expect.stringContaining("Butiken är öppen i en äldre flik"));

      // Once the old tab is closed the upgrade goes through: the queues are there for this build.
      await older.close();
      await expect
        .poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.find((d) => d.name === "storefront-offline")?.version)), { timeout: 15_000 })
        .toBe(2);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("the version check (SPEC §2)", () => {
  it("starts afresh on a new build: keeps wishlist, recently viewed, the cookie choice and queued orders, clears the rest, reloads", async () => {
    const context = await browser().newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + "/kundtjanst", { waitUntil: "networkidle" });
      await expect.poll(() => page.evaluate(() => localStorage.getItem("deployed-version"))).not.toBeNull();
      await page.evaluate(() => {
        localStorage.setItem("se-wishlist", '["SO-10105"]');
        localStorage.setItem("fi-recently-viewed", '["BS-10008"]');
        localStorage.setItem("se-cookie-accepted", "1");
        localStorage.setItem("se-compare", '["SO-10105"]');
      });
      // An order queued offline (IndexedDB, as the shop keeps it).
      const queuedOrders = () =>
        page.evaluate(
          () =>
            new Promise<unknown[]>((resolve, reject) => {
              const open = indexedDB.open("storefront-offline", 2);
              open.onupgradeneeded = () => {
                open.result.createObjectStore("cart-changes", { autoIncrement: true });
                open.result.createObjectStore("orders", { keyPath: "id" });
              };
              open.onsuccess = () => {
                const read = open.result.transaction("orders").objectStore("orders").getAll();
                read.onsuccess = () => (open.result.close(), resolve(read.result));
                read.onerror = () => reject(read.error);
              };
            }),
        );
      await queuedOrders();
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open("storefront-offline", 2);
            open.onsuccess = () => {
              const tx = open.result.transaction("orders", "readwrite");
              tx.objectStore("orders").put({ id: "queued-before-the-deploy", store: "se" });
              tx.oncomplete = () => (open.result.close(), resolve());
            };
          }),
      );
      await page.route("**/api/ext/vsf-deploy-refresher/version", (route) => route.fulfill({ json: { code: 200, result: { version: "a-new-build" } } }));
      const reloaded = page.waitForEvent("load");
      // The tab comes back into view.
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await reloaded;
      const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      expect(storage["deployed-version"]).toBe("a-new-build");
      expect(storage).toMatchObject({ "se-wishlist": '["SO-10105"]', "fi-recently-viewed": '["BS-10008"]', "se-cookie-accepted": "1" });
      expect(storage["se-compare"]).toBeUndefined();
      expect(await queuedOrders()).toEqual([{ id: "queued-before-the-deploy", store: "se" }]);
    } finally {
      await context.close();
    }
  });
});
