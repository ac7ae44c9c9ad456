import { describe, expect, it } from "vitest";
import { escapeHtml, isSafeHref } from "#core/content/html.ts";
import { framedContentPicture, framedContentSources, imageBox, imagesApiUrl } from "#core/catalog/content-images.ts";

describe("which hyperlinks an editor's rich text keeps", () => {
  it.each<[string, boolean]>([
    ["/soffor", true],
    ["/dk/plejeguide?x=1#y", true],
    ["https://www.example.org/care", true],
    ["HTTP://example.org", true],
    ["mailto:kundservice@example.org", true],
    ["tel:+4631123456", true],
    ["//evil.example/x", false],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["data:text/html,<script>", false],
    ["vbscript:x", false],
    ["relative/path", false],
    ["", false],
  ])("%s: %s", (href, kept) => {
    expect(isSafeHref(href)).toBe(kept);
  });

  it("escapes what HTML would read as markup", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("Contentful's pictures through the Images API", () => {
  it.each<[string, number, "avif" | "webp" | "jpg", number | undefined, string]>([
    ["//images.ctfassets.net/s/a/b/sofa.jpg", 600, "avif", undefined, "https://images.ctfassets.net/s/a/b/sofa.jpg?w=600&fm=avif&q=50"],
    ["https://images.ctfassets.net/s/a/b/sofa.png", 1200, "webp", undefined, "https://images.ctfassets.net/s/a/b/sofa.png?w=1200&fm=webp&q=70"],
    ["//images.ctfassets.net/s/a/b/sofa.jpg", 1440, "jpg", 560, "https://images.ctfassets.net/s/a/b/sofa.jpg?w=1440&h=560&fit=fill&fm=jpg&q=75"],
  ])("%s at %i as %s (height %s)", (url, width, format, height, expected) => {
    expect(imagesApiUrl(url, width, format, height)).toBe(expected);
  });

  it.each<[{ width: number; height: number }, number, { width: number; height: number }]>([
    [{ width: 2400, height: 1600 }, 1200, { width: 1200, height: 800 }],
    [{ width: 800, height: 1000 }, 1200, { width: 800, height: 1000 }],
    [{ width: 1201, height: 3 }, 1200, { width: 1200, height: 3 }],
  ])("a picture of %o is shown at most %i wide, in its own proportions", (image, maxWidth, box) => {
    expect(imageBox(image, maxWidth)).toEqual(box);
  });

  it("cuts a banner to the shop's frame, every size of it", () => {
    expect(framedContentPicture({ url: "//images.ctfassets.net/s/a/b/x.jpg", alt: "", width: 3000, height: 2000 }, "tile")).toEqual({
      src: "https://images.ctfassets.net/s/a/b/x.jpg?w=640&h=400&fit=fill&fm=jpg&q=75",
      srcSet: "https://images.ctfassets.net/s/a/b/x.jpg?w=640&h=400&fit=fill&fm=jpg&q=75 640w, https://images.ctfassets.net/s/a/b/x.jpg?w=320&h=200&fit=fill&fm=jpg&q=75 320w",
      width: 640,
      height: 400,
    });
  });

  it.each<["banner" | "bannerPhone" | "tile", string[]]>([
    ["banner", ["w=1440&h=560&fit=fill&fm=avif&q=50 1440w", "w=720&h=280&fit=fill&fm=avif&q=50 720w", "w=1440&h=560&fit=fill&fm=webp&q=70 1440w", "w=720&h=280&fit=fill&fm=webp&q=70 720w"]],
    ["bannerPhone", ["w=780&h=600&fit=fill&fm=avif&q=50 780w", "w=390&h=300&fit=fill&fm=avif&q=50 390w", "w=780&h=600&fit=fill&fm=webp&q=70 780w", "w=390&h=300&fit=fill&fm=webp&q=70 390w"]],
    ["tile", ["w=640&h=400&fit=fill&fm=avif&q=50 640w", "w=320&h=200&fit=fill&fm=avif&q=50 320w", "w=640&h=400&fit=fill&fm=webp&q=70 640w", "w=320&h=200&fit=fill&fm=webp&q=70 320w"]],
  ])("offers a %s as AVIF, then WebP, in every size of its frame", (frame, candidates) => {
    const sources = framedContentSources({ url: "//images.ctfassets.net/s/a/b/x.jpg", alt: "", width: 3000, height: 2000 }, frame);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources.flatMap((source) => source.srcSet.split(", ")).map((candidate) => candidate.replace("https://images.ctfassets.net/s/a/b/x.jpg?", ""))).toEqual(candidates);
  });
});
