import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "../support/browser.ts";
import { productWithReviews } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { width: 390, height: 844 };
const opsToken = () => /^CACHE_PURGE_TOKEN=(.+)$/m.exec(readFileSync(resolve(import.meta.dirname, "../../.dev.vars"), "utf8"))![1]!.trim();
const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${opsToken()}`, "Content-Type": "application/json" } });

describe("reviews in the browser", () => {
  it("on the product page: read more opens in place, a vote counts once, the pages turn in place", async () => {
    // More than 3 reviews (so there is a second page), the first of them longer than a phone's 70 characters.
    const path = await productWithReviews(baseUrl, (r) => r.pagination.total > 3 && Array.from(r.reviews[0]!.content).length > 70);
    const context = await browser().newContext({ viewport: PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      const section = page.locator("#reviews");
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.locator(".review").count()).toBe(3);

      const truncated = section.locator(".review").first().locator(".review__text");
      // The text as shown, without the link after it (which names the review for screen readers).
      const shown = () =>
        truncated.evaluate((p) => {
          const text = (p as HTMLElement).innerText;
          return text.slice(0, text.lastIndexOf(p.querySelector<HTMLElement>(".review__more")!.innerText)).replace(/…?\s*$/, "");
        });
      const collapsed = await shown();
      await truncated.locator(".review__more").click();
      expect(await truncated.locator(".review__more").getAttribute("aria-expanded")).toBe("true");
      // The whole text now, of which the collapsed one was the start.
      const whole = await shown();
      expect(whole.length).toBeGreaterThan(collapsed.length);
      expect(whole.startsWith(collapsed.trimEnd())).toBe(true);

      const first = section.locator(".review").first();
      const yes = first.getByRole("button", { name: /^Ja, till hjälp/ });
      const before = Number(/\((\d+)\)/.exec((await yes.getAttribute("aria-label"))!)![1]);
      await yes.click();
      await expect.poll(() => first.locator(".review-votes__status").innerText()).toBe("Tack för din röst!");
      expect(await yes.getAttribute("aria-label")).toContain(`(${before + 1})`);
      expect(await yes.isDisabled()).toBe(true);
      await page.reload({ waitUntil: "networkidle" });
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.locator(".review").first().getByRole("button", { name: /^Ja, till hjälp/ }).isDisabled()).toBe(true);

      const firstId = await section.locator(".review").first().getAttribute("id");
      await section.getByRole("link", { name: "Nästa" }).click();
      await expect.poll(() => section.locator(".review-pager [aria-live]").innerText()).toMatch(/^Sida 2 av \d+$/);
      expect(await section.locator(".review").first().getAttribute("id")).not.toBe(firstId);
      expect(new URL(page.url()).pathname).toBe(path);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("on the reviews page: a customer's photos open in a dialog that Escape closes, focus back on the photo", async () => {
    const path = await productWithReviews(baseUrl, (r) => r.reviews.some((review) => review.images_data.length > 0));
    const context = await browser().newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${path}/omdomen?per_page=50`, { waitUntil: "networkidle" });
      const thumbnail = page.locator(".review-photos a").first();
      await thumbnail.click();
      const dialog = page.locator("dialog.review-photos__dialog");
      await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
      expect(await dialog.locator(".lightbox__counter").innerText()).toMatch(/^Kundfoto 1 av \d+$/);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.closest(".review-photos") !== null)).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("write a review → it waits for approval → approved, it shows on the product page and the rating counts it", async () => {
    const path = await productWithReviews(baseUrl, (r) => r.pagination.total >= 1);
    const sku = decodeURIComponent(path.split("/")[2]!);
    const bottomline = async () =>
      ((await (await fetch(`${baseUrl}/api/review/products/${encodeURIComponent(sku)}/bottomline`)).json()) as { result: { total_review: number } }).result.total_review;
    const before = await bottomline();
    const title = `Stabil och skön ${Date.now().toString(36)}`;
    const context = await browser().newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${path}/omdomen`, { waitUntil: "networkidle" });
      await page.locator('label[for="review-review_score-4"]').click();
      await page.getByLabel("Rubrik", { exact: true }).fill(title);
      await page.getByLabel("Ditt omdöme").fill("Sitter bra både till middag och kaffe, och tyget är lätt att torka av.");
      await page.getByLabel("Namn som visas").fill("Test T.");
      await page.getByLabel("E-post", { exact: true }).fill("test@example.se");
      await page.getByRole("button", { name: "Skicka omdöme" }).click();
      await expect.poll(() => page.getByText("Tack! Ditt omdöme visas här när det har granskats.").count()).toBe(1);
      // Pending: not shown, not counted.
      expect(await bottomline()).toBe(before);

      const { pending } = (await (await ops("/ops/reviews")).json()) as { pending: { id: number; title: string }[] };
      const mine = pending.find((review) => review.title === title)!;
      expect(mine).toBeDefined();
      expect((await ops(`/ops/reviews/${mine.id}`, { method: "POST", body: JSON.stringify({ decision: "approved" }) })).status).toBe(200);

      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      const section = page.locator("#reviews");
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.locator(".review").first().innerText()).toContain(title);
      await expect.poll(() => section.locator(".bottomline__count").innerText()).toContain(String(before + 1));
      const ratings = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}") as { aggregateRating?: { reviewCount: number } }).flatMap((data) => (data.aggregateRating ? [data.aggregateRating.reviewCount] : [])),
      );
      expect(ratings).toContain(before + 1);
    } finally {
      await context.close();
    }
  }, 60_000);
});
