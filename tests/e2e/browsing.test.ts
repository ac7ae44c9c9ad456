import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { slugify } from "#core/domain/slug.ts";
import { useChromium } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const BOT = { "user-agent": "Googlebot/2.1" };
/** The listing honours a pageSize parameter (SPEC §5); a small one keeps "load more" reachable in the demo catalog. */
const PAGE_SIZE = 2;

const browser = useChromium();

const html = async (path: string) => (await fetch(baseUrl + path, { headers: BOT })).text();
const attr = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1]!);

interface JourneyPlan {
  categoryHref: string;
  productHref: string;
  brandFilter: string;
  priceFilter: string;
}

/** Finds, over HTTP, a category and a configurable product with colour and size whose brand and price filters leave more than one page. */
async function planJourney(prefix: string): Promise<JourneyPlan> {
  const home = await html(prefix || "/");
  for (const categoryHref of attr(home, /class="main-nav__link[^"]*" href="([^"]+)"/g)) {
    const listing = await html(`${categoryHref}?pageSize=200`);
    for (const productHref of attr(listing, /class="product-card__link" href="([^"]+)"/g)) {
      const product = await html(productHref);
      if (!product.includes('data-option="color:') || !product.includes('data-option="size:')) continue;
      const brand = product.match(/"brand":\{"@type":"Brand","name":"([^"]+)"/)?.[1];
      const price = Number(product.match(/"price":"([\d.]+)"/)?.[1]);
      const brandFilter = attr(listing, /data-filter="(brand:[^"]+)"/g).find((f) => listing.includes(`data-filter="${f}"`) && brand && slugMatches(f, brand));
      const priceFilter = attr(listing, /data-filter="(price:[^"]+)"/g).find((f) => inBucket(f, price));
      if (!brandFilter || !priceFilter) continue;
      const [, brandValue] = brandFilter.split(":");
      const [, priceValue] = priceFilter.split(":");
      const filtered = await html(`${categoryHref}?brand=${brandValue}&price=${priceValue}&pageSize=${PAGE_SIZE}`);
      if (filtered.includes('class="category__more"')) return { categoryHref, productHref, brandFilter, priceFilter };
    }
  }
  throw new Error(`no journey found in store ${prefix || "se"}`);
}

function slugMatches(filter: string, brand: string): boolean {
  return filter === `brand:${slugify(brand)}`;
}

function inBucket(filter: string, price: number): boolean {
  const [from, to] = filter.slice("price:".length).split("-");
  return (from === "*" || price >= Number(from)) && (to === "*" || price < Number(to));
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-card .price__final").allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, "").replace(",", ".")));
}

/** Opens the facet (a collapsed <details>) if needed, then picks the option. */
async function chooseFilter(page: Page, filter: string) {
  const option = page.locator(`[data-filter="${filter}"]`).first();
  if (!(await option.isVisible())) await page.locator("details.facet", { has: option }).locator("summary").click();
  await option.click();
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __journey: boolean }).__journey = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __journey?: boolean }).__journey === true);

describe.each([
  ["se", ""],
  ["dk", "/dk"],
  ["no", "/no"],
  ["fi", "/fi"],
])("a shopper in store %s browses the catalog", (_store, prefix) => {
  it("goes home → category → brand and price filters → sort → load more → product → colour and size → back to the same spot", async () => {
    const plan = await planJourney(prefix);
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}${prefix || "/"}`, { waitUntil: "networkidle" });
    await markDocument(page);

    // Category from the main navigation, client-side.
    await page.locator(`header a.main-nav__link[href="${plan.categoryHref}"]`).click();
    await page.waitForURL(`${baseUrl}${plan.categoryHref}`);
    await expect.poll(() => page.locator(".category h1").count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);

    // A small page size, then filters by brand and price: each toggle rewrites the query and resets paging.
    await page.goto(`${baseUrl}${plan.categoryHref}?pageSize=${PAGE_SIZE}`, { waitUntil: "networkidle" });
    await markDocument(page);
    await chooseFilter(page, plan.brandFilter);
    await page.waitForURL((url) => url.searchParams.get("brand") === plan.brandFilter.split(":")[1]);
    await chooseFilter(page, plan.priceFilter);
    await page.waitForURL((url) => url.searchParams.get("price") === plan.priceFilter.split(":")[1] && url.searchParams.get("brand") !== null);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await expect.poll(() => page.locator(`[data-filter="${plan.priceFilter}"][aria-current="true"]`).count()).toBe(1);

    // Sort by price, low to high.
    await page.locator("details.sort summary").click();
    await page.locator(`details.sort a[href*="sort=price_asc"]`).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "price_asc");
    await expect.poll(async () => (await cardPrices(page)).length).toBe(PAGE_SIZE);

    // Load more until the planned product is listed; each load appends a page.
    const productCard = page.locator(`a.product-card__link[href="${plan.productHref}"]`);
    let loads = 0;
    do {
      const before = await page.locator(".product-card").count();
      await page.locator(".category__more a").click();
      await expect.poll(() => page.locator(".product-card").count()).toBeGreaterThan(before);
      expect(new URL(page.url()).searchParams.get("more")).toBe(String(++loads));
      expect(loads).toBeLessThan(30);
    } while ((await productCard.count()) === 0);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const listingUrl = page.url();
    const listedCount = await page.locator(".product-card").count();
    // Centred, so the click itself does not need to scroll the card into view.
    await productCard.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);

    // The product, then a colour and a size.
    await productCard.click();
    await page.waitForURL(`${baseUrl}${plan.productHref}`);
    await expect.poll(() => page.locator(".variants").count()).toBe(1);
    for (const code of ["color", "size"]) {
      const choice = page.locator(`.variant--${code} a.variant__value:not(.variant__value--selected):not(.variant__value--unavailable)`).first();
      if ((await choice.count()) === 0) continue; // only one available value: already chosen
      const value = (await choice.getAttribute("data-option"))!;
      await choice.click();
      await expect.poll(() => page.locator(`[data-option="${value}"][aria-current="true"]`).count()).toBe(1);
    }
    const chosenSku = await page.locator("article.product").getAttribute("data-sku");
    expect(page.url()).toContain(`/${encodeURIComponent(chosenSku!)}`);
    // The pictures follow the chosen variant.
    await expect.poll(() => page.locator("img.gallery__main").getAttribute("src")).toContain(`/media/product/${encodeURIComponent(chosenSku!)}/`);
    expect(await page.locator(".notice--warning").count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);

    // Back: the same listing, as many products as before, at the same scroll position.
    await page.goBack();
    await page.waitForURL(listingUrl);
    await expect.poll(() => page.locator(".product-card").count()).toBe(listedCount);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 60);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(60);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });
});

describe("the product gallery", () => {
  it("opens full size, steps with the arrow keys and a swipe, says which image it shows, and gives focus back on close", async () => {
    const listing = await html("/soffor");
    const href = attr(listing, /class="product-card__link" href="([^"]+)"/g)[0]!;
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(baseUrl + href);
    const count = await page.locator(".gallery__thumbs li").count();
    expect(count).toBeGreaterThan(1);
    const opener = page.locator("a.gallery__open");
    await opener.click();
    const lightbox = page.locator("dialog.lightbox");
    await expect.poll(() => lightbox.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await expect.poll(() => lightbox.locator(".lightbox__counter").innerText()).toBe(`Bild 1 av ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => lightbox.locator(".lightbox__counter").innerText()).toBe(`Bild 2 av ${count}`);
    await expect.poll(() => lightbox.locator("img").getAttribute("src")).toContain("/2-852.svg");
    // A swipe to the left shows the next picture.
    const box = (await lightbox.locator(".lightbox__stage img").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => lightbox.locator(".lightbox__counter").innerText()).toBe(`Bild ${Math.min(3, count) === 3 ? 3 : 1} av ${count}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => lightbox.count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});
