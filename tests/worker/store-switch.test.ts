import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, cartWith, productWithStock } from "./order-helpers.ts";
const get = (path: string, cookie = "") => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** The footer's store links, as a shopper without JavaScript follows them: store language → href. */
async function storeLinks(path: string, cookie = ""): Promise<Record<string, string>> {
  const response = await get(path, cookie);
  expect(response.status, path).toBe(200);
  const list = /<ul class="footer__stores">(.*?)<\/ul>/s.exec(await response.text())?.[1] ?? "";
  return Object.fromEntries([...list.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"/g)].map((m) => [m[2]!, m[1]!.replaceAll("&amp;", "&")]));
}

/** A variant of a configurable product sold in every store, with the parent's url key in each. */
async function colourVariant() {
  const row = await env.DB.prepare(
    `SELECT parent.sku AS parent, child.sku AS child, (SELECT json_group_object(store_code, url_path) FROM product_texts WHERE product_id = parent.id) AS slugs
     FROM products child JOIN products parent ON parent.id = child.parent_id
     WHERE parent.type_id = 'configurable' AND parent.status = 1 AND parent.visibility = 4 AND child.status = 1
       AND (SELECT COUNT(*) FROM product_texts WHERE product_id = parent.id) = 4
     ORDER BY parent.id, child.id LIMIT 1`,
  ).first<{ parent: string; child: string; slugs: string }>();
  return { ...row!, slugs: JSON.parse(row!.slugs) as Record<string, string> };
}

describe("the store switcher keeps the place (issue 36 item 8)", () => {
  it("leads from a product in a colour to the same product and colour in every store", async () => {
    const { parent, child, slugs } = await colourVariant();
    const links = await storeLinks(`/p/${parent}/${slugs.se}/${child}`);
    expect(links).toEqual({
      "sv-SE": `/p/${parent}/${slugs.se}/${child}`,
      "da-DK": `/dk/p/${parent}/${slugs.dk}/${child}`,
      "nb-NO": `/no/p/${parent}/${slugs.no}/${child}`,
      "fi-FI": `/fi/p/${parent}/${slugs.fi}/${child}`,
    });
    for (const href of Object.values(links)) expect((await get(href)).status, href).toBe(200);
  });

  it("leads from a filtered category to the same category with the filters that mean the same there", async () => {
    const links = await storeLinks("/soffor?color=green&price=2400-5600&sort=price_asc");
    // The price range is in the store's currency: it stays only where the currency does.
    expect(links).toEqual({
      "sv-SE": "/soffor?color=green&price=2400-5600&sort=price_asc",
      "da-DK": "/dk/sofaer?color=green&sort=price_asc",
      "nb-NO": "/no/sofaer?color=green&sort=price_asc",
      "fi-FI": "/fi/sohvat?color=green&sort=price_asc",
    });
    // The interface language form, sent without JavaScript, comes back to the same filtered listing.
    const swedish = await (await get("/soffor?color=green&price=2400-5600&sort=price_asc")).text();
    expect(swedish).toContain('name="returnTo" value="/soffor?color=green&amp;price=2400-5600&amp;sort=price_asc"');
    const danish = await get(links["da-DK"]!);
    expect(danish.status).toBe(200);
    const html = await danish.text();
    expect(html).toMatch(/facet__option--selected"[^>]*data-filter="color:green"/);
    expect(html).not.toMatch(/facet__option--selected"[^>]*data-filter="price:/);
  });

  it("leads from a search to the same query in every store", async () => {
    const links = await storeLinks("/search?q=kaja&color=green");
    expect(links["da-DK"]).toBe("/dk/search?q=kaja&color=green");
    expect(links["fi-FI"]).toBe("/fi/search?q=kaja&color=green");
    expect((await get(links["nb-NO"]!)).status).toBe(200);
  });

  it("leads from the checkout to each store's checkout, which names the cart left behind and keeps it", async () => {
    const product = await productWithStock(20);
    const cookie = `cart_se=${await cartWith(product.sku, 2)}`;
    const links = await storeLinks("/checkout", cookie);
    expect(links).toEqual({ "sv-SE": "/checkout", "da-DK": "/dk/checkout", "nb-NO": "/no/checkout", "fi-FI": "/fi/checkout" });

    const danish = await (await get(links["da-DK"]!, cookie)).text();
    expect(danish).toContain('class="notice other-store-carts"');
    expect(danish).toContain("En indkøbskurv hører til én butik: din kurv i Sverige med 2 varer er gemt der");
    expect(danish).toContain('<a href="/varukorg">Gå til kurven i Sverige</a>');
    // Back in its own store, the cart is as it was, and is not named as another store's.
    const swedish = await (await get("/checkout", cookie)).text();
    expect(swedish).toContain(product.sku);
    expect(swedish).not.toContain('class="notice other-store-carts"');
  });
});
