import { describe, expect, it } from "vitest";
import { robotsTxt } from "../../../app/seo/robots.ts";

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
