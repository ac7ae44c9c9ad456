import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createD1Commerce } from "#worker/commerce/d1/index.ts";
import { addWithoutScript } from "./no-script-cart.ts";

/** Issue 36 item 9: the spec's last shopper gaps, in the HTML every store serves. */

const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const NBSP = "\u00a0";

const STORES = [
  { store: "se", prefix: "", freeShipping: "Fri frakt", assortment: "Sortimentstyp", orderOnly: "Beställningsvara", choose: "Välj", brands: "varumarken", collections: "kollektioner", packageLabel: "Förpackningsmått", collectionLabel: "Kollektion", decimal: "," },
  { store: "dk", prefix: "/dk", freeShipping: "Fri fragt", assortment: "Sortimentstype", orderOnly: "Bestillingsvare", choose: "Vælg", brands: "varumarken", collections: "kollektioner", packageLabel: "Emballagemål", collectionLabel: "Kollektion", decimal: "," },
  { store: "no", prefix: "/no", freeShipping: "Fri frakt", assortment: "Sortimentstype", orderOnly: "Bestillingsvare", choose: "Velg", brands: "varumarken", collections: "kolleksjoner", packageLabel: "Emballasjemål", collectionLabel: "Kolleksjon", decimal: "," },
  { store: "fi", prefix: "/fi", freeShipping: "Ilmainen toimitus", assortment: "Valikoimatyyppi", orderOnly: "Tilaustuote", choose: "Valitse", brands: "varumarken", collections: "kolleksjoner", packageLabel: "Pakkauksen mitat", collectionLabel: "Mallisto", decimal: "," },
] as const;

/** The url path of the listing below `root` that the product belongs to, in the store. */
const listingOf = (root: number) =>
  `(SELECT ct.url_path FROM product_categories pc JOIN category_texts ct ON ct.category_id = pc.category_id AND ct.store_code = ?1
     WHERE pc.product_id = p.id AND ct.url_path LIKE ?${root} || '/%')`;

interface Listed {
  sku: string;
  slug: string;
  brand: string;
  collection: string;
  brand_path: string;
  collection_path: string;
  width: number;
  height: number;
  depth: number;
}

/** A visible product of the store in a brand and a collection, with its package measured. */
async function brandedProduct(s: (typeof STORES)[number]) {
  return first<Listed>(
    `SELECT p.sku, t.url_path AS slug, b.name AS brand, col.name AS collection,
       ${listingOf(2)} AS brand_path, ${listingOf(3)} AS collection_path,
       p.package_width_cm AS width, p.package_height_cm AS height, p.package_depth_cm AS depth
     FROM products p JOIN product_texts t ON t.product_id = p.id AND t.store_code = ?1
       JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1 AND pr.price > 0
       JOIN brands b ON b.id = p.brand_id JOIN collections col ON col.id = p.collection_id
     WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple'
       AND p.package_width_cm IS NOT NULL AND p.package_height_cm IS NOT NULL AND p.package_depth_cm IS NOT NULL
     ORDER BY p.id LIMIT 1`,
    s.store,
    s.brands,
    s.collections,
  );
}

const specValue = (html: string, label: string) => new RegExp(`<dt>${label.replace(/[()]/g, "\\$&")}</dt><dd>(.*?)</dd>`).exec(html)?.[1];

describe("a product page links its brand and collection and lists its package (issue 36 item 9 a, d)", () => {
  for (const s of STORES) {
    it(`${s.store}: the brand and the collection lead to their pages; the package measures are a label`, async () => {
      const row = await brandedProduct(s);
      expect(row.brand_path).toMatch(new RegExp(`^${s.brands}/`));
      expect(row.collection_path).toMatch(new RegExp(`^${s.collections}/`));
      const html = await (await get(`${s.prefix}/p/${row.sku}/${row.slug}`)).text();

      const brandHref = `${s.prefix}/${row.brand_path}`;
      expect(/<p class="product__brand">(.*?)<\/p>/.exec(html)?.[1]).toBe(`<a href="${brandHref}" data-discover="true">${escapeHtml(row.brand)}</a>`);
      const collectionHref = `${s.prefix}/${row.collection_path}`;
      expect(specValue(html, s.collectionLabel)).toBe(`<a href="${collectionHref}" data-discover="true">${escapeHtml(row.collection)}</a>`);
      for (const href of [brandHref, collectionHref]) {
        const page = await get(href);
        expect(page.status, href).toBe(200);
        expect(/<h1[^>]*>(.*?)<\/h1>/.exec(await page.text())?.[1], href).toBe(escapeHtml(href === brandHref ? row.brand : row.collection));
      }

      const number = (cm: number) => String(Math.round(cm * 10) / 10).replace(".", s.decimal);
      expect(specValue(html, s.packageLabel)).toBe(`${[row.width, row.height, row.depth].map(number).join(`${NBSP}×${NBSP}`)}${NBSP}cm`);
    });
  }
});

describe("a required custom option is asked for in the store's words, not the browser's bubble (issue 36 item 9 g)", () => {
  for (const s of STORES) {
    it(`${s.store}: the form has novalidate; added without the option, the page names it, beside the option too`, async () => {
      const row = await first<{ sku: string }>(
        `SELECT p.sku FROM products p JOIN custom_options o ON o.product_id = p.id AND o.required = 1
           JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1 AND pr.price > 0
         WHERE p.status = 1 AND p.visibility = 4 AND p.parent_id IS NULL AND p.type_id = 'simple' ORDER BY p.id LIMIT 1`,
        s.store,
      );
      await env.DB.prepare("UPDATE products SET qty = 50, is_in_stock = 1, product_sale_status = 'active' WHERE sku = ?1").bind(row.sku).run();
      const detail = (await createD1Commerce(env).catalog.productBySku(s.store as "se", row.sku))!;
      const option = detail.customOptions.find((o) => o.required)!;
      const page = `${ORIGIN}${s.prefix}/p/${row.sku}/${detail.slug}`;

      const html = await (await SELF.fetch(page)).text();
      expect(/<form[^>]*id="add-to-cart"[^>]*>/.exec(html)?.[0]).toMatch(/\snoValidate=""|\snovalidate=""/i);

      const { html: after } = await addWithoutScript(page, { sku: row.sku, qty: "1" });
      expect(/<p class="notice notice--error page__notice" role="alert">(.*?)<\/p>/.exec(after)?.[1]).toBe(escapeHtml(`${s.choose} ${option.title}`));
      // And beside the option itself, as with JavaScript.
      expect(new RegExp(`<span id="custom-option-${option.id}-error" class="field__error custom-options__error">(.*?)</span>`).exec(after)?.[1]).toBe(escapeHtml(`${s.choose} ${option.title}`));
    });
  }
});

describe("the cookie banner is the first thing the keyboard reaches (issue 36 item 9 j)", () => {
  for (const s of STORES) {
    it(`${s.store}: nothing focusable comes before the banner in the page`, async () => {
      for (const path of [`${s.prefix}/`, `${s.prefix}/search?q=bord`]) {
        const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
        const body = html.slice(html.indexOf("<body"));
        const banner = body.indexOf('<section class="consent"');
        expect(banner, path).toBeGreaterThan(0);
        expect(body.slice(0, banner), path).not.toMatch(/<(a|button|input|select|textarea|summary)[\s>]|tabindex="0"/i);
        // Its first control is a choice, before the skip link and the header.
        expect(banner).toBeLessThan(body.indexOf('class="skip-link"'));
        expect(body.slice(banner)).toMatch(/^<section class="consent"[^>]*>(?:(?!<(?:a|button|input)[\s>]).)*<a href="[^"]*\/privacy"/s);
      }
    });
  }
});

describe("the free-shipping campaign and assortment type filter a listing (issue 36 item 9 e)", () => {
  /** The skus of a listing page's product cards. */
  const listedSkus = (html: string) => [...html.matchAll(/class="product-card__link" href="[^"]*\/p\/([^/"]+)\//g)].map((m) => decodeURIComponent(m[1]!));
  const column = async (skus: string[], name: "free_shipping" | "product_sale_status") =>
    (await env.DB.prepare(`SELECT ${name} AS value FROM products WHERE sku IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(skus)).all<{ value: unknown }>()).results.map((r) => r.value);

  for (const s of STORES) {
    it(`${s.store}: both filters are offered in the store's words and list only what they say`, async () => {
      // The store's category with the most listed order-only products that also ship free.
      const category = await first<{ url_path: string }>(
        `SELECT ct.url_path FROM category_products cp JOIN products p ON p.id = cp.product_id
           JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ?1 AND pr.price > 0
           JOIN category_texts ct ON ct.category_id = cp.category_id AND ct.store_code = ?1
         WHERE p.parent_id IS NULL AND p.status < 2 AND p.visibility IN (2, 4) AND p.free_shipping = 1 AND p.product_sale_status = 'order_only'
           AND ct.url_path NOT LIKE ?2 || '%' AND ct.url_path NOT LIKE ?3 || '%'
         GROUP BY cp.category_id ORDER BY COUNT(*) DESC, cp.category_id LIMIT 1`,
        s.store,
        s.brands,
        s.collections,
      );
      const listing = `${s.prefix}/${category.url_path}`;
      const html = await (await get(listing)).text();
      const facets = [...html.matchAll(/<summary[^>]*>([^<]*)<\/summary>/g)].map((m) => m[1]);
      expect(facets).toEqual(expect.arrayContaining([s.freeShipping, s.assortment]));
      expect(html.slice(html.indexOf('id="filters"'), html.indexOf('id="results"'))).toMatch(new RegExp(`>${s.orderOnly}(?:<!-- -->)? <span class="facet__count">`));

      const free = listedSkus(await (await get(`${listing}?free_shipping=1`)).text());
      expect(free.length).toBeGreaterThan(0);
      expect(new Set(await column(free, "free_shipping"))).toEqual(new Set([1]));

      const both = listedSkus(await (await get(`${listing}?assortment_type=order_only&free_shipping=1`)).text());
      expect(both.length).toBeGreaterThan(0);
      expect(new Set(await column(both, "product_sale_status"))).toEqual(new Set(["order_only"]));
      expect(new Set(await column(both, "free_shipping"))).toEqual(new Set([1]));
    });
  }
});
