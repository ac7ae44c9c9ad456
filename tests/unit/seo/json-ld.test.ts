import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdText, productJsonLd, productReviewsJsonLd, type SchemaAvailability } from "#app/seo/json-ld.ts";

const base = {
  name: "Soffa Oslo",
  sku: "SO-123",
  description: "Tresits soffa",
  url: "https://www.example.se/soffa-oslo",
  images: ["https://cdn.example.se/a.jpg", "https://cdn.example.se/b.jpg"],
  brand: "Nordform",
  price: 1299,
  currency: "SEK",
  availability: "InStock" as SchemaAvailability,
};

type Json = Record<string, unknown> & { offers: Record<string, unknown>; aggregateRating?: Record<string, unknown> };
const product = (over: Partial<Parameters<typeof productJsonLd>[0]> = {}) => productJsonLd({ ...base, ...over }) as Json;

describe("productJsonLd", () => {
  it("builds a schema.org Product with an Offer", () => {
    expect(product()).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": "https://www.example.se/soffa-oslo#product",
      name: "Soffa Oslo",
      sku: "SO-123",
      description: "Tresits soffa",
      url: "https://www.example.se/soffa-oslo",
      image: ["https://cdn.example.se/a.jpg", "https://cdn.example.se/b.jpg"],
      brand: { "@type": "Brand", name: "Nordform" },
      offers: {
        "@type": "Offer",
        price: "1299.00",
        priceCurrency: "SEK",
        availability: "https://schema.org/InStock",
        url: "https://www.example.se/soffa-oslo",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
  });

  it.each([
    [1299, "1299.00"],
    [0, "0.00"],
    [49.9, "49.90"],
    [1234.5, "1234.50"],
    [19.999, "20.00"],
    [12345678, "12345678.00"],
  ])("price %d → %j", (price, expected) => {
    expect(product({ price }).offers.price).toBe(expected);
  });

  it.each<SchemaAvailability>(["InStock", "OutOfStock", "LimitedAvailability", "PreOrder", "BackOrder", "Discontinued", "SoldOut"])(
    "availability %s → schema.org URL",
    (availability) => {
      expect(product({ availability }).offers.availability).toBe(`https://schema.org/${availability}`);
    },
  );

  it.each([
    ["given", "2026-12-31", "2026-12-31"],
    ["null", null, undefined],
    ["undefined", undefined, undefined],
    ["empty string", "", undefined],
  ] as const)("priceValidUntil %s", (_label, priceValidUntil, expected) => {
    const offers = product({ priceValidUntil }).offers;
    expect(offers.priceValidUntil).toBe(expected);
    expect("priceValidUntil" in offers).toBe(expected !== undefined);
  });

  it.each([
    ["rating and reviews", 4.25, 12, { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 12 }],
    ["rounded to one decimal (down)", 4.04, 3, { "@type": "AggregateRating", ratingValue: 4, reviewCount: 3 }],
    ["rounded to one decimal (4.45 → 4.5)", 4.45, 3, { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 3 }],
    ["rating 0 with reviews kept", 0, 1, { "@type": "AggregateRating", ratingValue: 0, reviewCount: 1 }],
    ["zero reviews → none", 4.5, 0, undefined],
    ["negative reviews → none", 4.5, -1, undefined],
    ["null reviews → none", 4.5, null, undefined],
    ["undefined reviews → none", 4.5, undefined, undefined],
    ["null rating → none", null, 10, undefined],
    ["undefined rating → none", undefined, 10, undefined],
    ["NaN rating → none", Number.NaN, 10, undefined],
  ] as const)("aggregateRating: %s", (_label, ratingValue, reviewCount, expected) => {
    const json = product({ ratingValue, reviewCount });
    expect(json.aggregateRating).toEqual(expected);
    expect("aggregateRating" in json).toBe(expected !== undefined);
  });

  it("omits image when there are no images", () => {
    expect("image" in product({ images: [] })).toBe(false);
  });

  it("does not alias the caller's images array", () => {
    const images = ["https://cdn.example.se/a.jpg"];
    const json = product({ images });
    images.push("https://cdn.example.se/x.jpg");
    expect(json.image).toEqual(["https://cdn.example.se/a.jpg"]);
  });
});

describe("breadcrumbJsonLd", () => {
  it.each([
    ["empty", [], []],
    [
      "positions from 1 in order",
      [
        { name: "Hem", url: "https://www.example.se/" },
        { name: "Soffor", url: "https://www.example.se/soffor" },
        { name: "Soffa Oslo", url: "https://www.example.se/soffa-oslo" },
      ],
      [
        { "@type": "ListItem", position: 1, name: "Hem", item: "https://www.example.se/" },
        { "@type": "ListItem", position: 2, name: "Soffor", item: "https://www.example.se/soffor" },
        { "@type": "ListItem", position: 3, name: "Soffa Oslo", item: "https://www.example.se/soffa-oslo" },
      ],
    ],
  ])("%s", (_label, items, expected) => {
    expect(breadcrumbJsonLd(items)).toEqual({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: expected });
  });
});

describe("productReviewsJsonLd: the reviews joined to the page's Product by @id", () => {
  const review = { title: "Skön", content: "Sitter bra.", score: 4, displayName: "Åsa L.", createdAt: "2026-05-01" };
  it("an AggregateRating and one Review per shown review", () => {
    expect(productReviewsJsonLd({ productUrl: base.url, name: base.name, average: 4.26, count: 12, reviews: [review] })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": "https://www.example.se/soffa-oslo#product",
      name: "Soffa Oslo",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          name: "Skön",
          reviewBody: "Sitter bra.",
          datePublished: "2026-05-01",
          author: { "@type": "Person", name: "Åsa L." },
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
  it.each([
    ["no reviews", { count: 0, average: null }],
    ["a count without an average", { count: 3, average: null }],
  ])("nothing for %s", (_label, numbers) => {
    expect(productReviewsJsonLd({ productUrl: base.url, name: base.name, reviews: [], ...numbers })).toBeNull();
  });
  it("a review's text cannot end the script element early", () => {
    const text = jsonLdText({ reviewBody: "</script><script>alert(1)</script><!--" });
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual({ reviewBody: "</script><script>alert(1)</script><!--" });
  });
});
