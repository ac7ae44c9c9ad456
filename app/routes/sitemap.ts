import type { Route } from "./+types/sitemap";
import type { Commerce, SitemapEntry } from "#core/port/index.ts";
import { BLOG_TAG, INSPIRATION_TAG, SITEMAP_TAG } from "#core/cache/vocabulary.ts";
import {
  albumAlternates, blogCategoryAlternates, blogPostAlternates, pageAlternates, productAlternates, productReviewsAlternates, storePathAlternates,
} from "#core/catalog/hrefs.ts";
import { routeContext } from "../context.ts";
import { hreflangLinks, type Alternates } from "#core/seo/hreflang.ts";
import { chunk, sitemapIndexXml, urlsetXml } from "../seo/sitemap.ts";
import { STORE_CODES, isStoreCode, type StoreCode } from "#core/stores.ts";

const xml = (body: string) => new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });

function alternatesOf(entry: SitemapEntry): Alternates {
  if (entry.type === "product") return productAlternates(entry.sku, entry.slugs);
  if (entry.type === "product-reviews") return productReviewsAlternates(entry.sku, entry.slugs);
  return pageAlternates(entry.slugs);
}

/** The pages of a store's own configured paths: the magazine, inspiration, customer photos, social shop, site reviews. */
const STORE_PATH_PAGES = ["magazine", "inspiration", "customerPhotos", "socialShop", "customerReviews"] as const;

/** Every indexable page of a store, as its address in every store that has it. */
async function storePages(commerce: Commerce, code: StoreCode): Promise<Alternates[]> {
  const [catalog, editorial] = await Promise.all([commerce.catalog.sitemap(code), commerce.editorial.sitemap(code)]);
  return [
    ...catalog.map(alternatesOf),
    ...STORE_PATH_PAGES.map(storePathAlternates),
    ...editorial.blogCategories.map((entry) => blogCategoryAlternates(entry.slugs)),
    ...editorial.posts.map((entry) => blogPostAlternates(entry.slugs)),
    ...editorial.albums.map((entry) => albumAlternates(entry.slugs)),
  ];
}

/**
 * /sitemap.xml (an index of every store's sitemaps) and /sitemaps/{store}-{n}.xml (every active
 * product, category, CMS, reviews, magazine and inspiration page of the store, with its hreflang twins).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { commerce, page } = routeContext(context);
  // The sitemaps list the magazine's posts and the albums: a change to either reaches them.
  page.type("sitemap", SITEMAP_TAG, BLOG_TAG, INSPIRATION_TAG);
  const sitemap = (code: StoreCode) => storePages(commerce, code).then(chunk);
  if (!params.file) {
    const parts = await Promise.all(STORE_CODES.map(async (code) => (await sitemap(code)).map((_, i) => ({ loc: `${url.origin}/sitemaps/${code}-${i + 1}.xml` }))));
    return xml(sitemapIndexXml(parts.flat()));
  }
  const [, code = "", n = ""] = /^([a-z]{2})-([0-9]+)\.xml$/.exec(params.file) ?? [];
  const entries = isStoreCode(code) ? (await sitemap(code))[Number(n) - 1] : undefined;
  if (!entries || !isStoreCode(code)) throw new Response(`No sitemap ${params.file}`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return xml(
    urlsetXml(
      entries.map((alternates) => ({ loc: url.origin + alternates[code]!, alternates: hreflangLinks(url.origin, alternates) })),
    ),
  );
}
