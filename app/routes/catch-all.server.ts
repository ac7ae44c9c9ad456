import { data, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import type { Commerce } from "#core/port/index.ts";
import { productHref } from "#core/catalog/hrefs.ts";
import { storeRelativePath } from "#core/catalog/route-path.ts";
import { routeContext } from "../context.ts";
import { loadCategoryPage } from "./category.server.ts";
import { loadCmsPage } from "./cms-page.server.ts";
import type { StoreView } from "#core/stores.ts";

/**
 * Paths no route matched, resolved in the order of SPEC §2: a product (last segment against
 * url_path), a category (url_path), a CMS page, the URL-rewrite table, else page-not-found
 * with status 404. 'search' goes straight to not-found; redirects keep the query string.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, siteContent, t, page } = routeContext(context);
  const path = storeRelativePath(url, store);
  if (!path || path === "search") throw data(null, { status: 404 });

  const productLookup = commerce.catalog.productByUrlPath(store.storeCode, path.split("/").at(-1)!);
  // Asked at once rather than after the product's answer: a category page, the common case here, waits one
  // round trip to the database less. A product's redirect neither waits for this answer nor fails with it.
  const categoryLookup = commerce.catalog.categoryByUrlPath(store.storeCode, path);
  categoryLookup.catch(() => undefined);
  const product = await productLookup;
  if (product) {
    const target = product.parentSku
      ? productHref(store, product.parentSku, product.parentSlug ?? product.slug, product.sku)
      : productHref(store, product.sku, product.slug);
    throw redirect(target + url.search, 301);
  }
  const category = await categoryLookup;
  if (category) return loadCategoryPage({ url, store, commerce, category, t, page });
  const cms = await loadCmsPage({ url, store, siteContent, identifier: path, t, page });
  if (cms) return cms;
  await redirectIfRewritten(url, store, commerce);
  throw data(null, { status: 404 });
}

/** A path the URL-rewrite table moves (a renamed product, category, post or album) goes there, with its query. */
export async function redirectIfRewritten(url: URL, store: StoreView, commerce: Commerce): Promise<void> {
  const rewrite = await commerce.content.urlRewrite(store.storeCode, storeRelativePath(url, store));
  if (rewrite) throw redirect(rewrite.targetPath + url.search, rewrite.redirectCode);
}
