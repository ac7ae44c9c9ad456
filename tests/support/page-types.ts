/**
 * One page of every page type in the Swedish and the Finnish store, found the way a visitor
 * or a crawler would: menu and filter links of rendered pages, product URLs from the sitemap.
 * Shared by the HTML-validity and accessibility checks.
 *
 * What a product page says about the product's kind (its type, sku, whether it offers it in stock) is read
 * once per server and kept for the whole run: the e2e files share this module (vitest.e2e.config.ts,
 * isolate: false), and rendering a hundred product pages again in every file took minutes. What changes
 * while the journeys run, the stock, is asked anew at each call.
 */
export const CRAWLER_UA = "Googlebot/2.1 (+http://www.google.com/bot.html)";

export interface PageUnderTest {
  /** e.g. "sv-SE bundle product" */
  name: string;
  path: string;
  /** the status the page answers with: 404 for the not-found page, else 200 */
  status: number;
}

const STORES = [
  { prefix: "", language: "sv-SE", cms: "/kundtjanst", reviews: "omdomen", customerReviews: "/kundomdomen", customerPhotos: "kundbilder" },
  { prefix: "/fi", language: "fi-FI", cms: "/fi/kundeservice", reviews: "arvostelut", customerReviews: "/fi/kundomdomen", customerPhotos: "kundbilder" },
] as const;

/** Markers of the product types on a product page (a simple product has none of them). */
const PRODUCT_MARKERS = {
  configurable: 'class="variants"',
  grouped: 'class="linked-items"',
  bundle: 'class="bundle"',
  "custom options": 'class="custom-options"',
} as const;
type ProductType = keyof typeof PRODUCT_MARKERS | "simple";

const decodeEntities = (value: string) =>
  value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** href of the first <a> whose class list contains className. */
export function firstLinkWithClass(html: string, className: string): string {
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    const classes = / class="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
    const href = / href="([^"]*)"/.exec(tag)?.[1];
    if (classes.includes(className) && href) return decodeEntities(href);
  }
  throw new Error(`no a.${className} in the page`);
}

export async function fetchHtml(baseUrl: string, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "user-agent": CRAWLER_UA }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

async function fetchPage(baseUrl: string, path: string): Promise<string> {
  const { status, html } = await fetchHtml(baseUrl, path);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return html;
}

interface SitemapProduct {
  /** per language, the path of the product in that store */
  paths: Record<string, string>;
}

/** `make()`'s promise, made once per key for the run; a failure is not kept, so the next call tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
    made.catch(() => cache.delete(key));
  }
  return made;
}

const sitemaps = new Map<string, Promise<SitemapProduct[]>>();
const sitemapProducts = (baseUrl: string) => once(sitemaps, baseUrl, () => readSitemapProducts(baseUrl));

async function readSitemapProducts(baseUrl: string): Promise<SitemapProduct[]> {
  const xml = await fetchPage(baseUrl, "/sitemaps/se-1.xml");
  const products: SitemapProduct[] = [];
  for (const [entry] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1];
    if (!loc || !new URL(decodeEntities(loc)).pathname.startsWith("/p/")) continue;
    const paths: Record<string, string> = { "sv-SE": new URL(decodeEntities(loc)).pathname };
    for (const [, lang, href] of entry.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)) {
      paths[lang!] = new URL(decodeEntities(href!)).pathname;
    }
    products.push({ paths });
  }
  return products;
}

function productType(html: string): ProductType {
  for (const [type, marker] of Object.entries(PRODUCT_MARKERS)) if (html.includes(marker)) return type as ProductType;
  return "simple";
}

/** What a Swedish product page tells of its product that the journeys do not change. */
interface ProductFacts {
  type: ProductType;
  sku: string;
  /** The page offers it in stock (schema.org/InStock), as it was read. */
  offered: boolean;
}

const facts = new Map<string, Promise<ProductFacts>>();
function productFacts(baseUrl: string, product: SitemapProduct): Promise<ProductFacts> {
  const path = product.paths["sv-SE"]!;
  return once(facts, baseUrl + path, async () => {
    const html = await fetchPage(baseUrl, path);
    return { type: productType(html), sku: /<article class="product" data-sku="([^"]+)"/.exec(html)?.[1] ?? "", offered: html.includes("schema.org/InStock") };
  });
}

/** The first product of each type in the sitemap, probed a few pages at a time. */
async function productsByType(baseUrl: string): Promise<Map<ProductType, SitemapProduct>> {
  const products = await sitemapProducts(baseUrl);
  const found = new Map<ProductType, SitemapProduct>();
  const wanted = Object.keys(PRODUCT_MARKERS).length + 1;
  const BATCH = 6;
  for (let i = 0; i < products.length && found.size < wanted; i += BATCH) {
    const batch = products.slice(i, i + BATCH);
    const types = await Promise.all(batch.map(async (p) => (await productFacts(baseUrl, p)).type));
    batch.forEach((p, j) => {
      if (!found.has(types[j]!)) found.set(types[j]!, p);
    });
  }
  return found;
}

/**
 * Simple and configurable products a shopper can buy in every store (in stock, a price, a page
 * per language), `count` of each, so journeys in different stores do not share stock.
 */
export async function purchasableProducts(baseUrl: string, count: number): Promise<Record<"simple" | "configurable" | "custom options" | "grouped", SitemapProduct[]>> {
  const products = await sitemapProducts(baseUrl);
  const found = { simple: [] as SitemapProduct[], configurable: [] as SitemapProduct[], "custom options": [] as SitemapProduct[], grouped: [] as SitemapProduct[] };
  const BATCH = 6;
  const enough = () => found.simple.length >= count && found.configurable.length >= count && found["custom options"].length > 0 && found.grouped.length > 0;
  for (let i = 0; i < products.length && !enough(); i += BATCH) {
    const batch = products.slice(i, i + BATCH).filter((p) => Object.keys(p.paths).length >= 4);
    const probed = await Promise.all(
      batch.map(async (p) => {
        const { type, sku, offered } = await productFacts(baseUrl, p);
        const stock = (await (await fetch(`${baseUrl}/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as { result?: { qty?: number } };
        // Enough that a journey can add a few without meeting the stock limit.
        // A set is bought as its items: every item must be in stock (its page, read now, says so).
        if (type === "grouped") {
          const html = await fetchPage(baseUrl, p.paths["sv-SE"]!);
          const section = html.slice(html.indexOf('class="linked-items"'), html.indexOf("</section>", html.indexOf('class="linked-items"')));
          const items = section.split('class="linked-item"').length - 1;
          const inStock = (section.match(/stock-badge--(in_stock|low_stock)/g) ?? []).length;
          return { type, buyable: items > 0 && inStock === items };
        }
        return { type, buyable: offered && (stock.result?.qty ?? 0) >= 5 };
      }),
    );
    batch.forEach((p, j) => {
      const { type, buyable } = probed[j]!;
      if (buyable && type !== "bundle" && found[type].length < count) found[type].push(p);
    });
  }
  return found;
}

const pageTypes = new Map<string, Promise<PageUnderTest[]>>();
/** The same pages for every file that audits them (accessibility, HTML validity): found once per server. */
export const discoverPageTypes = (baseUrl: string): Promise<PageUnderTest[]> => once(pageTypes, baseUrl, () => findPageTypes(baseUrl));

async function findPageTypes(baseUrl: string): Promise<PageUnderTest[]> {
  const products = await productsByType(baseUrl);
  const pages: PageUnderTest[] = [];
  for (const store of STORES) {
    const home = store.prefix || "/";
    const category = firstLinkWithClass(await fetchPage(baseUrl, home), "main-nav__link");
    const filtered = firstLinkWithClass(await fetchPage(baseUrl, category), "facet__option");
    const add = (name: string, path: string, status = 200) => pages.push({ name: `${store.language} ${name}`, path, status });
    add("home", home);
    add("category", category);
    add("category with a filter", filtered);
    for (const type of ["simple", ...Object.keys(PRODUCT_MARKERS)] as ProductType[]) {
      const path = products.get(type)?.paths[store.language];
      if (!path) throw new Error(`no ${type} product with a ${store.language} page in the sitemap`);
      add(`${type} product`, path);
    }
    add("CMS page", store.cms);
    add("product reviews page", `${products.get("simple")!.paths[store.language]}/${store.reviews}`);
    add("customer reviews page", store.customerReviews);
    add("brands index", `${store.prefix}/varumarken`);
    const magazine = await fetchPage(baseUrl, `${store.prefix}/magazine`);
    add("magazine", `${store.prefix}/magazine`);
    add("blog category", `${store.prefix}/magazine/c/arets-trender`);
    add("blog post", firstLinkWithClass(magazine, "post-card__link"));
    const inspiration = await fetchPage(baseUrl, `${store.prefix}/inspiration`);
    add("inspiration", `${store.prefix}/inspiration`);
    add("album", firstLinkWithClass(inspiration, "post-card__link"));
    add("customer photos", `${store.prefix}/inspiration/${store.customerPhotos}`);
    add("social shop", `${store.prefix}/inspiration/social-shop`);
    add("page not found", `${store.prefix}/no-such-page`, 404);
    add("error page", `${store.prefix}/error`);
  }
  return pages;
}

interface ReviewsAnswer { result: { pagination: { total: number }; reviews: { content: string; images_data: unknown[] }[] } }

/**
 * The path of a Swedish product page whose reviews `want` (read through the review API, all on one
 * page): the first of the sitemap's products that qualifies.
 */
export async function productWithReviews(baseUrl: string, want: (answer: ReviewsAnswer["result"]) => boolean): Promise<string> {
  for (const product of await sitemapProducts(baseUrl)) {
    const path = product.paths["sv-SE"]!;
    const sku = decodeURIComponent(path.split("/")[2]!);
    const answer = (await (await fetch(`${baseUrl}/api/review/products/${encodeURIComponent(sku)}/reviews?per_page=50`)).json()) as ReviewsAnswer;
    if (answer.result?.pagination && want(answer.result)) return path;
  }
  throw new Error("no product in the sitemap has such reviews");
}
