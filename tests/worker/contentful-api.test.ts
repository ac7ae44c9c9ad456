import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENTFUL_SHOP, call, first, publishCatalogReferences } from "./contentful-shop.ts";

/** The two content sources: the shop's own (D1, the default) and Contentful's stand-in. */
const SHOPS = [
  ["the shop's own content", env],
  ["Contentful", CONTENTFUL_SHOP],
] as const;

const api = async (shop: Env, path: string, method = "GET") => {
  const response = await call(path, { method }, shop);
  return { status: response.status, body: (await response.json()) as { code: number; result: any } };
};

let catalog: Awaited<ReturnType<typeof publishCatalogReferences>>;
beforeAll(async () => {
  catalog = await publishCatalogReferences();
});

describe.each(SHOPS)("the content service's API on %s", (_, shop) => {
  it("answers a page by slug as the spec maps it onto a CMS page", async () => {
    const slug = shop === env ? (await first<{ identifier: string }>("SELECT identifier FROM cms_pages WHERE store_code = 'se' AND active = 1 ORDER BY id LIMIT 1")).identifier : "skotselrad";
    const { status, body } = await api(shop, `/api/contentful?slug=${slug}`);
    expect(status).toBe(200);
    expect(Object.keys(body.result).sort()).toEqual(["active", "content", "id", "identifier", "meta_description", "meta_keywords", "meta_title", "page_layout", "title"]);
    expect(body.result).toMatchObject({ identifier: slug, active: true });
    expect(body.result.title).not.toBe("");
    expect(body.result.content).toContain("<");
    // The same page by its id.
    const byId = await api(shop, `/api/contentful?entry_id=${body.result.id}`);
    expect(byId.body.result).toEqual(body.result);
  });

  it("answers the header's navigation and the footer in the language asked for", async () => {
    const header = await api(shop, "/api/contentful/header?lang=da-DK", "POST");
    expect(header.status).toBe(200);
    expect(header.body.result.lang).toBe("da-DK");
    expect(header.body.result.items.length).toBeGreaterThan(0);
    for (const item of header.body.result.items) {
      expect(["categoryId", "children", "href", "label"]).toEqual(expect.arrayContaining(Object.keys(item)));
      expect(item.label).not.toBe("");
      expect(item.href).toMatch(/^\/dk\//);
    }
    const footer = await api(shop, "/api/contentful/footer?lang=da-DK", "POST");
    expect(footer.status).toBe(200);
    expect(footer.body.result.columns.length).toBeGreaterThan(0);
    for (const column of footer.body.result.columns) {
      expect(Object.keys(column).sort()).toEqual(["heading", "links"]);
      for (const link of column.links) expect(link.href).toMatch(/^\/dk\//);
    }
  });

  it.each<[string, string, string, number, string]>([
    ["neither slug nor entry_id", "GET", "/api/contentful", 400, "slug or entry_id is required"],
    ["both", "GET", "/api/contentful?slug=a&entry_id=b", 400, "slug and entry_id: give one of them, not both"],
    ["an entry id that is not one", "GET", "/api/contentful?entry_id=a%20b", 400, "entry_id: an entry id is 1-64 letters, digits, ., _ or -"],
    ["a store that is not one", "GET", "/api/contentful?slug=a&storeCode=xx", 400, "storeCode must be one of se, dk, no, fi"],
    ["a page no store has", "GET", "/api/contentful?slug=no-such-page", 404, "slug: no content page no-such-page in store se"],
    ["a language no store speaks", "POST", "/api/contentful/header?lang=de-DE", 400, "lang must be one of sv-SE, da-DK, nb-NO, fi-FI"],
    ["a language no store speaks, for the footer", "POST", "/api/contentful/footer?lang=en", 400, "lang must be one of sv-SE, da-DK, nb-NO, fi-FI"],
  ])("answers %s with %s naming the field", async (_, method, path, status, result) => {
    expect(await api(shop, path, method)).toEqual({ status, body: { code: status, result } });
  });
});

describe("the content service's API on Contentful", () => {
  it("answers the page's rich text rendered, with page_layout contentful and the Contentful entry id", async () => {
    const { body } = await api(CONTENTFUL_SHOP, "/api/contentful?slug=plejeguide&storeCode=dk");
    expect(body.result).toMatchObject({ id: "pageCare", identifier: "plejeguide", title: "Plejeguide", page_layout: "contentful", meta_description: "Sådan plejer du dine møbler.", active: true });
    expect(body.result.content).toContain("<h2>Sådan holder møblerne længe</h2>");
  });

  it("answers the editors' navigation, its links resolved to the store's URLs", async () => {
    const { body } = await api(CONTENTFUL_SHOP, "/api/contentful/header?lang=sv-SE", "POST");
    expect(body.result.items).toEqual([
      { label: "Soffor", href: `/${catalog.category.url_path}`, categoryId: catalog.category.id, children: [{ label: "Skötselråd", href: "/skotselrad" }] },
      { label: "Vår historia", href: "/var-historia", children: [] },
    ]);
  });

  it("answers the footer in Finnish with the Swedish words it falls back to", async () => {
    const { body } = await api(CONTENTFUL_SHOP, "/api/contentful/footer?lang=fi-FI", "POST");
    expect(body.result.columns).toEqual([
      { heading: "Kundservice", links: [{ label: "Skötselråd", href: "/fi/skotselrad" }, { label: "Kontakta oss", href: "/fi/contact" }] },
      { heading: "Om oss", links: [{ label: "Vår historia", href: "/fi/tarinamme" }] },
    ]);
  });
});
