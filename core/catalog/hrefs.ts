import type { StoreSlugs } from "../port/index.ts";
import type { Alternates } from "../seo/hreflang.ts";
import { STORE_VIEWS, storePath, type StoreCode, type StoreView } from "../stores.ts";

/** Storefront hrefs of catalog entities: the backend returns keys and slugs, the app builds URLs here. */

/** /p/{parentSku}/{slug}, or a variant's /p/{parentSku}/{slug}/{childSku}, in the store. */
export function productHref(store: Pick<StoreView, "urlPrefix">, sku: string, slug: string, childSku?: string | null): string {
  return storePath(store, `/p/${encodeURIComponent(sku)}/${encodeURIComponent(slug)}${childSku ? `/${encodeURIComponent(childSku)}` : ""}`);
}

/** The AR view of a product in a colour, /ar/{sku}?color= (core/pages.ts "ar-view"). */
export function arViewHref(store: Pick<StoreView, "urlPrefix">, sku: string, colour: string | null): string {
  return storePath(store, `/ar/${encodeURIComponent(sku)}${colour ? `?${new URLSearchParams({ color: colour })}` : ""}`);
}

/** A product's reviews page, /p/{sku}/{slug}/{omdomen} (the segment in the store's language), with its list query when given. */
export function productReviewsHref(store: Pick<StoreView, "urlPrefix" | "productReviewsSegment">, sku: string, slug: string, query?: URLSearchParams): string {
  const search = query?.size ? `?${query}` : "";
  return `${productHref(store, sku, slug)}/${store.productReviewsSegment}${search}`;
}

/** The search results of a query, /search?q={text}, in the store. */
/** The store's cart page, at its own path (/cart redirects there). */
export function cartHref(store: Pick<StoreView, "urlPrefix" | "paths">): string {
  return storePath(store, `/${store.paths.cart}`);
}

export function searchHref(store: Pick<StoreView, "urlPrefix">, text: string): string {
  return `${storePath(store, "/search")}?${new URLSearchParams({ q: text })}`;
}

/** A category (by url_path) or a CMS page (by identifier): both live at /{key} below the store prefix. */
export function pageHref(store: Pick<StoreView, "urlPrefix">, key: string): string {
  return storePath(store, `/${key}`);
}

function hrefsBy(slugs: StoreSlugs, href: (store: StoreView, slug: string) => string): Alternates {
  return Object.fromEntries(Object.entries(slugs).map(([code, slug]) => [code, href(STORE_VIEWS[code as StoreCode], slug)]));
}

export const productAlternates = (sku: string, slugs: StoreSlugs): Alternates => hrefsBy(slugs, (store, slug) => productHref(store, sku, slug));
export const pageAlternates = (slugs: StoreSlugs): Alternates => hrefsBy(slugs, pageHref);
export const productReviewsAlternates = (sku: string, slugs: StoreSlugs): Alternates => hrefsBy(slugs, (store, slug) => productReviewsHref(store, sku, slug));

// --- The magazine and the inspiration pages (paths named in the store's configuration) ---------------

/** The segment of a blog category below the magazine (SPEC §2: magazine/c/arets-trender). */
const BLOG_CATEGORY_SEGMENT = "c";

/** A post's path in its store, without the store prefix (search documents link this way). */
export const blogPostPath = (store: StoreCode, urlKey: string) => `${STORE_VIEWS[store].paths.magazine}/${encodeURIComponent(urlKey)}`;

export const magazineHref = (store: StoreView) => pageHref(store, store.paths.magazine);
export const blogCategoryHref = (store: StoreView, urlKey: string) => pageHref(store, `${store.paths.magazine}/${BLOG_CATEGORY_SEGMENT}/${encodeURIComponent(urlKey)}`);
export const blogPostHref = (store: StoreView, urlKey: string) => pageHref(store, blogPostPath(store.storeCode, urlKey));
export const inspirationHref = (store: StoreView) => pageHref(store, store.paths.inspiration);
export const albumHref = (store: StoreView, urlKey: string) => pageHref(store, `${store.paths.inspiration}/${encodeURIComponent(urlKey)}`);

/** Route patterns of the magazine and inspiration pages in a store (app/routes.ts). */
export const editorialRoutePaths = (store: Pick<StoreView, "paths">) => ({
  magazine: store.paths.magazine,
  blogCategory: `${store.paths.magazine}/${BLOG_CATEGORY_SEGMENT}/:slug`,
  blogPost: `${store.paths.magazine}/:slug`,
  inspiration: store.paths.inspiration,
  album: `${store.paths.inspiration}/:slug`,
  customerPhotos: store.paths.customerPhotos,
  socialShop: store.paths.socialShop,
});

export const blogPostAlternates = (slugs: StoreSlugs): Alternates => hrefsBy(slugs, blogPostHref);
export const blogCategoryAlternates = (slugs: StoreSlugs): Alternates => hrefsBy(slugs, blogCategoryHref);
export const albumAlternates = (slugs: StoreSlugs): Alternates => hrefsBy(slugs, albumHref);
/** A page at the same configured path key in every store. */
export const storePathAlternates = (key: keyof StoreView["paths"]): Alternates =>
  Object.fromEntries(Object.values(STORE_VIEWS).map((store) => [store.storeCode, pageHref(store, store.paths[key])]));
