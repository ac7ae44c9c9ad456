import type { StoreSlugs } from "../../worker/commerce/port/index.ts";
import type { Alternates } from "../seo/hreflang.ts";
import { STORE_VIEWS, storePath, type StoreCode, type StoreView } from "../stores.ts";

/** Storefront hrefs of catalog entities: the backend returns keys and slugs, the app builds URLs here. */

/** /p/{parentSku}/{slug}, or a variant's /p/{parentSku}/{slug}/{childSku}, in the store. */
export function productHref(store: Pick<StoreView, "urlPrefix">, sku: string, slug: string, childSku?: string | null): string {
  return storePath(store, `/p/${encodeURIComponent(sku)}/${encodeURIComponent(slug)}${childSku ? `/${encodeURIComponent(childSku)}` : ""}`);
}

/** The segment of a product's reviews page below the product's address, in each store's language. */
export const REVIEWS_SEGMENT: Record<StoreCode, string> = { se: "omdomen", dk: "anmeldelser", no: "omtaler", fi: "arvostelut" };

/** A product's reviews page, /p/{sku}/{slug}/{omdomen}, with its list query when given. */
export function productReviewsHref(store: Pick<StoreView, "urlPrefix" | "storeCode">, sku: string, slug: string, query?: URLSearchParams): string {
  const search = query?.size ? `?${query}` : "";
  return `${productHref(store, sku, slug)}/${REVIEWS_SEGMENT[store.storeCode]}${search}`;
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
