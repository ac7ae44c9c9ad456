import { SELF } from "cloudflare:test";
import { expect } from "vitest";

/**
 * An add-to-cart form posted without JavaScript: the shop answers with a redirect back to the page
 * (POST-redirect-GET), and the page it leads to (fetched with the cookies it set) shows the outcome.
 * Returns the cart cookie (the given one, or the one the add created) and that page.
 */
export async function addWithoutScript(pageUrl: string, fields: Record<string, string>, cookie?: string): Promise<{ cookie: string | undefined; html: string }> {
  const posted = await SELF.fetch(pageUrl, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { cookie } : {}, redirect: "manual" });
  expect(posted.status).toBe(303);
  const target = new URL(pageUrl);
  expect(posted.headers.get("location")).toBe(target.pathname + target.search);
  const set = posted.headers.getSetCookie().map((header) => header.split(";")[0]!);
  const cartCookie = set.find((pair) => pair.startsWith("cart_") && !pair.startsWith("cart_notice=")) ?? cookie;
  const notice = set.find((pair) => pair.startsWith("cart_notice="))!;
  const page = await SELF.fetch(new URL(posted.headers.get("location")!, pageUrl), { headers: { cookie: [cartCookie, notice].filter(Boolean).join("; ") } });
  // That page is this shopper's own: never cached, and the answer is spent.
  expect(page.headers.get("cache-control")).toContain("no-store");
  expect(page.headers.getSetCookie().some((header) => /^cart_notice=;.*Max-Age=0/i.test(header))).toBe(true);
  return { cookie: cartCookie, html: await page.text() };
}
