import axe from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";
import { discoverPageTypes, purchasableProducts } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
const pages = await discoverPageTypes(baseUrl);
const browser = useChromium();
/** Products to add to a cart, found once for the file (each test takes its own; none is bought). */
let products: ReturnType<typeof purchasableProducts> | undefined;
const buyable = () => (products ??= purchasableProducts(baseUrl, 14));

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's violations on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    // Only violations are read: axe then skips collecting every passing and incomplete node.
    const results = await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"], resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  return violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.targets.join(", ")}`);
}

/**
 * Two audits at a time, one per core: while one page waits for the network to go idle, the other renders
 * or runs axe (vitest.e2e.config.ts lets two concurrent tests run at once).
 */
const AUDITS_AT_ONCE = 2;

/**
 * Browser contexts for the page-type audits, each lent to one audit at a time. A context keeps the
 * build's scripts and styles in its HTTP cache from one audit to the next (a fresh one downloads and
 * compiles them anew, a third of an audit's time); its cookies and storage are cleared when it is given
 * back, so each audit sees a first visit. The shop's CSP rightly refuses inline scripts without its
 * nonce: axe is the test's, added to every document before the page's own scripts.
 */
function auditContexts(size: number): <T>(use: (page: Page) => Promise<T>) => Promise<T> {
  const idle: BrowserContext[] = [];
  const waiting: ((context: BrowserContext) => void)[] = [];
  beforeAll(async () => {
    for (let i = 0; i < size; i++) {
      const context = await browser().newContext({ bypassCSP: true });
      await context.addInitScript({ content: axe.source });
      idle.push(context);
    }
  });
  afterAll(async () => {
    await Promise.all(idle.map((context) => context.close()));
  });
  return async (use) => {
    const context = idle.pop() ?? (await new Promise<BrowserContext>((resolve) => waiting.push(resolve)));
    const page = await context.newPage();
    try {
      return await use(page);
    } finally {
      // about:blank (a page that never loaded) has no storage to clear.
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await page.close();
      await context.clearCookies();
      const next = waiting.shift();
      if (next) next(context);
      else idle.push(context);
    }
  };
}
const withAuditPage = auditContexts(AUDITS_AT_ONCE);

describe("every page type passes axe (WCAG 2.1 A/AA and best practices) in Chromium", () => {
  it.concurrent.for(pages)("$name ($path)", async ({ path, status }, { expect }) => {
    await withAuditPage(async (page) => {
      // Audit the page as styled and hydrated: a missing stylesheet or script would make the
      // contrast and state results meaningless (e.g. a build replaced under the running server).
      const failedAssets: string[] = [];
      page.on("response", (r) => {
        if (r.status() >= 400 && new URL(r.url()).pathname.startsWith("/assets/")) failedAssets.push(`${r.status()} ${r.url()}`);
      });
      page.on("requestfailed", (r) => {
        if (new URL(r.url()).pathname.startsWith("/assets/")) failedAssets.push(`failed ${r.url()}`);
      });
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      expect(response?.status(), `${path} answered ${response?.status()}`).toBe(status);
      expect(failedAssets, `assets of ${path} did not load`).toEqual([]);
      const report = await axeViolations(page);
      expect(report, `axe found violations in ${path}`).toEqual([]);
    });
  });
});

const PHONE = { width: 375, height: 812 };

describe("on a 375 px phone every page type passes axe and scrolls only vertically", () => {
  it.concurrent.for(pages.filter((p) => p.name.startsWith("sv-SE")))("$name ($path)", async ({ path, status }, { expect }) => {
    await withAuditPage(async (page) => {
      await page.setViewportSize(PHONE);
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(status);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
      expect(await axeViolations(page), `axe found violations in ${path}`).toEqual([]);
    });
  });

  it("shows the first product of a category in the first screen", async () => {
    const category = pages.find((p) => p.name === "sv-SE category")!;
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}${category.path}`, { waitUntil: "networkidle" });
    const card = (await page.locator(".product-card__image").first().boundingBox())!;
    expect(card.y + card.height / 2).toBeLessThan(PHONE.height);
    await page.close();
  });

  it("passes axe with the menu, the filters and the full-size gallery open", async () => {
    const page = await browser().newPage({ bypassCSP: true, viewport: PHONE });
    try {
      const category = pages.find((p) => p.name === "sv-SE category")!;
      await page.goto(`${baseUrl}${category.path}`, { waitUntil: "networkidle" });
      await page.locator('a[href="#main-menu"]').click();
      await expect.poll(() => page.locator("#main-menu").evaluate((nav) => getComputedStyle(nav).visibility)).toBe("visible");
      expect(await axeViolations(page), "menu open").toEqual([]);
      await page.goto(`${baseUrl}${category.path}#filters`, { waitUntil: "networkidle" });
      await expect.poll(() => page.locator("#filters").evaluate((aside) => getComputedStyle(aside).visibility)).toBe("visible");
      expect(await axeViolations(page), "filters open").toEqual([]);
      const product = pages.find((p) => p.name === "sv-SE configurable product")!;
      await page.goto(`${baseUrl}${product.path}`, { waitUntil: "networkidle" });
      await page.locator("a.gallery__open").click();
      await expect.poll(() => page.locator("dialog.lightbox").evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
      expect(await axeViolations(page), "gallery open").toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the phone drawers (menu, filters)", () => {
  it.each([
    ["menu", 'a[href="#main-menu"]', "#main-menu"],
    ["filters", "a.category__filter-button", "#filters"],
  ])("%s: takes the focus when opened, closes on Escape and gives it back", async (_, opener, drawer) => {
    const page = await browser().newPage({ viewport: PHONE });
    try {
      const category = pages.find((p) => p.name === "sv-SE category")!;
      await page.goto(`${baseUrl}${category.path}`, { waitUntil: "networkidle" });
      await page.locator(opener).click();
      await expect.poll(() => page.locator(drawer).evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
      expect(await page.locator(drawer).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator(drawer).evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
      expect(await page.locator(opener).evaluate((link) => link === document.activeElement)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe("the category menu", () => {
  it("desktop: a category's panel opens on hover and on keyboard focus, under the whole header; Escape closes it", async () => {
    const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
      const parents = page.locator(".main-nav__item--parent");
      const [first, second] = [parents.nth(0), parents.nth(1)];
      const panelOf = (item: typeof first) => item.locator(".main-nav__submenu");
      expect(await panelOf(first).isVisible()).toBe(false);
      await first.locator(".main-nav__link").focus();
      await expect.poll(() => panelOf(first).isVisible()).toBe(true);
      // Not clipped by the scrolling menu bar: the panel spans the header's width.
      const [panel, header] = await Promise.all([panelOf(first).boundingBox(), page.locator("header.header").boundingBox()]);
      expect(panel!.width).toBeGreaterThan(header!.width * 0.9);
      expect(await panelOf(first).locator(".main-nav__child").count()).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => panelOf(first).isVisible()).toBe(false);
      expect(await first.locator(".main-nav__link").evaluate((link) => link === document.activeElement)).toBe(true);
      await second.locator(".main-nav__link").hover();
      await expect.poll(() => panelOf(second).isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("phone: a category's sub-categories open as a panel of their own, and going back returns the focus", async () => {
    const page = await browser().newPage({ viewport: PHONE });
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
      // The panels are the script's: wait until the page has hydrated (before, the menu lists everything in place).
      await page.locator("#main-menu.main-nav--panels").waitFor({ state: "attached" });
      await page.locator('a[href="#main-menu"]').click();
      const item = page.locator("#main-menu .main-nav__item--parent").first();
      const expand = item.locator(".main-nav__expand");
      const submenu = item.locator(".main-nav__submenu");
      await expect.poll(() => expand.isVisible()).toBe(true);
      expect(await submenu.isVisible()).toBe(false);
      await expand.click();
      await expect.poll(() => submenu.isVisible()).toBe(true);
      // The drawer never scrolls sideways after a panel (what is beside it is not displayed).
      expect(await page.locator("#main-menu").evaluate((nav) => nav.scrollLeft)).toBe(0);
      expect(await expand.getAttribute("aria-expanded")).toBe("true");
      expect(await submenu.locator(".main-nav__back").evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await submenu.locator(".main-nav__child").first().isVisible()).toBe(true);
      await submenu.locator(".main-nav__back").click();
      // SPEC §2: the submenu's entry goes 300 ms after it closes (its slide-out), then the focus is back on its button.
      await expect.poll(() => submenu.evaluate((el) => el.classList.contains("is-open"))).toBe(false);
      await expect.poll(() => expand.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe("content opened over the page (size guide, terms)", () => {
  it("the product page's size guide opens in a dialog with the page's content; Escape gives the focus back", async () => {
    const page = await browser().newPage();
    try {
      const product = pages.find((p) => p.name === "sv-SE simple product")!;
      await page.goto(`${baseUrl}${product.path}`, { waitUntil: "networkidle" });
      const link = page.getByRole("link", { name: "Storleksguide" }).first();
      expect(await link.getAttribute("href")).toBe("/size-guide");
      await link.click();
      const dialog = page.locator("dialog.cms-modal");
      // The page's own content, loaded into the dialog.
      await expect.poll(() => dialog.locator(".cms-page__content h2").count()).toBeGreaterThan(2);
      expect(await dialog.locator("h2#cms-modal-title").innerText()).toBe("Storleksguide");
      expect(new URL(page.url()).pathname).toBe(product.path);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe("the cart panel", () => {
  it("keeps the focus on 'Add to cart' and announces the add; the panel traps focus, locks the page's scrolling and gives the focus back", async () => {
    const { simple } = await buyable();
    const page = await browser().newPage();
    try {
      await page.goto(`${baseUrl}${simple[11]!.paths["sv-SE"]}`, { waitUntil: "networkidle" });
      const add = page.getByRole("button", { name: "Lägg i varukorgen" });
      await add.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(".notifications[role=status] .notification").count()).toBe(1);
      expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);

      const opener = page.locator(".header__cart");
      await opener.click();
      const panel = page.locator("dialog.microcart");
      await expect.poll(() => panel.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      // The panel's own notifications sit inside it, not over it.
      expect(await page.locator("dialog.microcart .notifications").count()).toBe(1);
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        expect(await panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect.poll(() => panel.count()).toBe(0);
      expect(await opener.evaluate((link) => link === document.activeElement)).toBe(true);
      // Its own close button gives the focus back too.
      await opener.click();
      await expect.poll(() => panel.count()).toBe(1);
      await panel.getByRole("button", { name: "Stäng varukorgen" }).click();
      await expect.poll(() => panel.count()).toBe(0);
      expect(await opener.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    } finally {
      await page.close();
    }
  });
});

describe("the checkout guides", () => {
  it("on a phone: the order folded above the form, errors summed up and focused, each linked to its field and gone once it is valid", async () => {
    const { simple } = await buyable();
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${simple[12]!.paths["sv-SE"]}`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
      await expect.poll(() => page.locator(".notification").count()).toBe(1);
      await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
      const summary = (await page.locator(".checkout__summary").boundingBox())!;
      const form = (await page.locator("#checkout-form").boundingBox())!;
      expect(summary.y).toBeLessThan(form.y);
      expect(await page.locator(".checkout__summary-box").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      // "Place order" comes last, after the terms.
      const terms = (await page.locator("#checkout-acceptTerms").boundingBox())!;
      const place = (await page.getByRole("button", { name: "Slutför köp" }).boundingBox())!;
      expect(place.y).toBeGreaterThan(terms.y);

      await page.getByRole("button", { name: "Slutför köp" }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("error-summary");
      const listed = () => page.locator(".error-summary li").count();
      const before = await listed();
      expect(before).toBeGreaterThan(3);
      await page.locator(".error-summary a", { hasText: "Postnummer" }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("checkout-zipCode");
      await page.keyboard.type("41263");
      await expect.poll(() => page.locator("#checkout-zipCode-error").count()).toBe(0);
      await expect.poll(listed).toBe(before - 1);
      // Enter in a field places the order (the discount code's button is not the form's default).
      await page.locator("#checkout-city").press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("error-summary");
      expect(await page.locator(".coupon-form [role=status]").count()).toBe(0);
      // Inputs are 16 px, so phones do not zoom into them.
      expect(await page.locator("#checkout-zipCode").evaluate((el) => getComputedStyle(el).fontSize)).toBe("16px");
      expect(await page.locator("#checkout-deliveryDate").evaluate((el) => getComputedStyle(el).fontSize)).toBe("16px");
    } finally {
      await context.close();
    }
  });
});

describe("the cart and checkout screens pass axe", () => {
  it("microcart with a notification, checkout, the payment page and the payment-failed page", async () => {
    const { simple } = await buyable();
    const context = await browser().newContext({ bypassCSP: true });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${simple[13]!.paths["sv-SE"]}`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
      await expect.poll(() => page.locator(".notification").count()).toBe(1);
      await page.locator(".header__cart").click();
      await expect.poll(() => page.locator(".microcart__stock").count()).toBe(1);
      expect(await axeViolations(page), "microcart").toEqual([]);

      await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
      expect(await axeViolations(page), "checkout").toEqual([]);
      await page.fill("#checkout-firstName", "Anna");
      await page.fill("#checkout-lastName", "Lind");
      await page.fill("#checkout-email", "anna@example.se");
      await page.fill("#checkout-phone", "0701234567");
      await page.fill("#checkout-street", "Storgatan 1");
      await page.fill("#checkout-zipCode", "41263");
      await page.fill("#checkout-city", "Göteborg");
      await page.locator("input[name=paymentMethod][value=hosted_checkout]").check();
      await page.getByRole("button", { name: "Slutför köp" }).click();
      await expect.poll(() => page.locator(".field__error").count()).toBeGreaterThan(0);
      expect(await axeViolations(page), "checkout with errors").toEqual([]);
      await page.locator("input[name=acceptTerms]").check();
      await page.getByRole("button", { name: "Slutför köp" }).click();
      await page.waitForURL((url) => url.pathname === "/checkout/payment");
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page), "payment page").toEqual([]);
      await page.getByRole("button", { name: "Avbryt betalningen" }).click();
      await page.waitForURL((url) => url.pathname === "/payment-failed");
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page), "payment failed").toEqual([]);
    } finally {
      await context.close();
    }
  });
});
