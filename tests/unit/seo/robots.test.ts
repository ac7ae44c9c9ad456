import { describe, expect, it } from "vitest";
import robotsParser from "robots-parser";
import { DISALLOWED, robotsTxt } from "#app/seo/robots.ts";

describe("robotsTxt", () => {
  it.each([
    ["no disallow", "https://x.se", [], ["User-agent: *", "Allow: /", "", "Sitemap: https://x.se/sitemap.xml"]],
    [
      "one Disallow per path, in order",
      "https://x.se",
      ["/checkout", "/cart", "/dk/checkout"],
      ["User-agent: *", "Allow: /", "Disallow: /checkout", "Disallow: /cart", "Disallow: /dk/checkout", "", "Sitemap: https://x.se/sitemap.xml"],
    ],
    ["origin trailing slash trimmed", "https://x.se/", ["/cart"], ["User-agent: *", "Allow: /", "Disallow: /cart", "", "Sitemap: https://x.se/sitemap.xml"]],
    [
      "newlines in a path cannot inject directives",
      "https://x.se",
      ["/a\nAllow: /secret", "/b\r\n"],
      ["User-agent: *", "Allow: /", "Disallow: /aAllow: /secret", "Disallow: /b", "", "Sitemap: https://x.se/sitemap.xml"],
    ],
    ["empty paths skipped", "https://x.se", ["", "  "], ["User-agent: *", "Allow: /", "", "Sitemap: https://x.se/sitemap.xml"]],
  ] as const)("%s", (_label, origin, disallow, lines) => {
    const out = robotsTxt(origin, disallow);
    expect(out).toBe(`${lines.join("\n")}\n`);
    expect(out.endsWith("\n")).toBe(true);
  });
});

describe("the shop's robots.txt, read as Google and Lighthouse read it", () => {
  const robots = robotsParser("https://shop.example/robots.txt", robotsTxt("https://shop.example", DISALLOWED));
  it.each([
    ["a plain search is a landing page", "/search?q=bord", true],
    ["in every store", "/fi/search?q=p%C3%B6yt%C3%A4", true],
    ["the search page itself (noindex in its head)", "/search", true],
    ["a filtered search", "/search?q=bord&brand=ekholm-design", false],
    ["a paged search, whatever the order", "/dk/search?page=2&q=bord", false],
    ["a sorted search", "/no/search?q=bord&sort=price_asc", false],
    ["the checkout", "/checkout", false],
    ["an account page", "/dk/my-account/orders", false],
    ["the API", "/api/cart", false],
    ["a category", "/soffor", true],
    ["a filtered category (noindex, follow in its head)", "/soffor?brand=ekholm-design", true],
  ] as const)("%s: %s", (_label, path, allowed) => {
    expect(robots.isAllowed(`https://shop.example${path}`, "Googlebot")).toBe(allowed);
  });
});
