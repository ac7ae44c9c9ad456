import { beforeAll, describe, expect, it } from "vitest";
import { call, publishCatalogReferences } from "./contentful-shop.ts";

let catalog: Awaited<ReturnType<typeof publishCatalogReferences>>;
beforeAll(async () => {
  catalog = await publishCatalogReferences();
});

/** The hrefs of the home page's banner tiles. */
const tileHrefs = (html: string) => [...html.matchAll(/<a [^>]*class="banner"[^>]*>/g)].map((tag) => /href="([^"]*)"/.exec(tag[0])?.[1]);

const tagsOf = (response: Response) => (response.headers.get("X-Cache-Tags") ?? "").split(",");

describe("a Contentful page, rendered by the shop", () => {
  it("shows the editor's rich text in the store's locale, with its title, description and canonical URL", async () => {
    const response = await call("/skotselrad");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Skötselråd");
    expect(html).toContain('content="Så sköter du dina möbler."');
    expect(html).toContain("<h2>Så håller möblerna länge</h2>");
    expect(html).toContain("Torka av <b>varsamt</b> med en fuktig trasa.");
    expect(html).toContain('<a href="https://www.example.org/care">example.org</a>');
  });

  it("drops a hyperlink with an unsafe scheme, keeping its words", async () => {
    const html = await (await call("/skotselrad")).text();
    expect(html).not.toContain("javascript:");
    expect(html).toContain("klicka här");
  });

  it("links entries to products and categories at the store's own URLs, and tags the page with them", async () => {
    const response = await call("/skotselrad");
    const html = await response.text();
    expect(html).toContain(`<a href="/${catalog.category.url_path}">Se alla soffor</a>`);
    expect(html).toMatch(new RegExp(`<a class="content-link content-link--productLink" href="/p/${catalog.product.sku}/[^"]+">${catalog.product.sku}</a>`));
    expect(tagsOf(response)).toEqual(expect.arrayContaining(["cms:skotselrad", "content:pageCare", "content:categorySofas", "content:productFeatured", "content:sofaPhoto", `P${catalog.product.id}`, `C${catalog.category.id}`]));
  });

  it("shows an embedded picture through the Images API, AVIF and WebP for browsers that take them, in a box of its own proportions", async () => {
    const html = await (await call("/skotselrad")).text();
    const figure = /<figure class="content-figure">(.*?)<\/figure>/.exec(html)?.[1] ?? "";
    expect(figure).toContain('<source type="image/avif" srcset="https://images.ctfassets.net/nordicshop01/sofaPhoto/0a1b/sofa.jpg?w=600&amp;fm=avif&amp;q=50 600w');
    expect(figure).toContain('<source type="image/webp"');
    expect(figure).toContain('src="https://images.ctfassets.net/nordicshop01/sofaPhoto/0a1b/sofa.jpg?w=1200&amp;fm=jpg&amp;q=75"');
    expect(figure).toContain('width="1200" height="800" alt="En grön soffa i ett ljust vardagsrum" loading="lazy"');
  });

  it("is the same page at each store's slug, with hreflang alternates of the stores whose locale has a slug", async () => {
    const html = await (await call("/dk/plejeguide")).text();
    expect(html).toContain("<h2>Sådan holder møblerne længe</h2>");
    expect(html).toContain('hrefLang="sv-SE" href="http://shop.test/skotselrad"');
    expect(html).toContain('hrefLang="da-DK" href="http://shop.test/dk/plejeguide"');
  });

  it("falls back along the space's locale chain: Finnish to Swedish, Norwegian to Danish", async () => {
    const finnish = await call("/fi/skotselrad");
    expect(finnish.status).toBe(200);
    expect(await finnish.text()).toContain("<h2>Så håller möblerna länge</h2>");
    const norwegian = await call("/no/plejeguide");
    expect(norwegian.status).toBe(200);
    expect(await norwegian.text()).toContain("<h2>Sådan holder møblerne længe</h2>");
    const own = await (await call("/fi/tarinamme")).text();
    expect(own).toContain("Kaikki alkoi verstaalta Smålandissa.");
  });

  it("answers 404 for a slug no page has", async () => {
    expect((await call("/no-such-contentful-page")).status).toBe(404);
  });
});

describe("the shell's navigation and footer from Contentful", () => {
  it("shows the editors' navigation in the header, a category's picture beside its link, and their footer columns", async () => {
    const response = await call("/var-historia");
    const html = await response.text();
    const nav = /<nav id="main-menu".*?<\/nav>/s.exec(html)?.[0] ?? "";
    expect([...nav.matchAll(/class="main-nav__link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map(([, href, label]) => [href, label])).toEqual([
      [`/${catalog.category.url_path}`, "Soffor"],
      ["/var-historia", "Vår historia"],
    ]);
    expect(nav).toContain('<a class="main-nav__child" href="/skotselrad" data-discover="true"><span>Skötselråd</span></a>');
    const footer = /<footer.*?<\/footer>/s.exec(html)?.[0] ?? "";
    expect([...footer.matchAll(/<h2 class="footer__heading">([^<]+)</g)].map(([, heading]) => heading)).toEqual(["Kundservice", "Om oss", "Våra showrooms"]);
    expect(footer).toContain('href="/contact"');
    expect(tagsOf(response)).toEqual(expect.arrayContaining(["menu", "footer"]));
  });
});

describe("the home page's banners from Contentful", () => {
  it("shows the hero and tiles in the editor's order, cut by the Images API to the shop's frames, linked to the store's URLs", async () => {
    const response = await call("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="hero-title">Sommarens soffor</h1>');
    expect(html).toContain("https://images.ctfassets.net/nordicshop01/sofaPhoto/0a1b/sofa.jpg?w=1440&amp;h=560&amp;fit=fill&amp;fm=jpg&amp;q=75");
    expect(html).toContain('width="1440" height="560"');
    expect(html).toContain(`href="/${catalog.category.url_path}"`);
    expect(tileHrefs(html)).toEqual(["/skotselrad"]);
    expect(tagsOf(response)).toEqual(expect.arrayContaining(["home", "content:bannerHero", "content:bannerCare", "content:pageCare"]));
  });

  it("offers the editor's pictures as AVIF and WebP ahead of JPEG, and preloads the hero's AVIF only", async () => {
    const html = await (await call("/")).text();
    const hero = /<section class="hero"[\s\S]*?<\/picture>/.exec(html)?.[0] ?? "";
    const sources = [...hero.matchAll(/<source ([^>]*)>/g)].map(([, attributes]) => `${/media="([^"]*)"/.exec(attributes!)?.[1] ?? "any width"}: ${/type="([^"]*)"/.exec(attributes!)?.[1] ?? "JPEG"}`);
    expect(sources).toEqual(["(max-width: 40rem): image/avif", "(max-width: 40rem): image/webp", "(max-width: 40rem): JPEG", "any width: image/avif", "any width: image/webp"]);
    expect(hero).toContain("sofa.jpg?w=780&amp;h=600&amp;fit=fill&amp;fm=avif&amp;q=50 780w");
    expect(hero).toContain("sofa.jpg?w=1440&amp;h=560&amp;fit=fill&amp;fm=webp&amp;q=70 1440w");
    const tile = /<a [^>]*class="banner"[\s\S]*?<\/a>/.exec(html)?.[0] ?? "";
    expect([...tile.matchAll(/<source type="([^"]*)"/g)].map(([, type]) => type)).toEqual(["image/avif", "image/webp"]);
    expect(tile).toContain("w=640&amp;h=400&amp;fit=fill&amp;fm=avif&amp;q=50 640w");
    expect(tile).toMatch(/<img [^>]*fm=jpg/);
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(2);
    for (const tag of preloads) {
      expect(tag).toContain('type="image/avif"');
      expect(tag).not.toContain("fm=jpg");
    }
  });

  it("shows the Danish banners in the Danish store", async () => {
    const html = await (await call("/dk")).text();
    expect(html).toContain('<h1 id="hero-title">Sommerens sofaer</h1>');
    expect(tileHrefs(html)).toEqual(["/dk/plejeguide"]);
  });
});
