import { data, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { loadCategoryPage } from "../catalog/category-page.server.ts";
import { loadCmsPage } from "../catalog/cms-page.server.ts";
import { productHref } from "../catalog/product-card.ts";
import { storeRelativePath } from "../catalog/route-path.ts";
import { CategoryScreen } from "../components/category-screen.tsx";
import { CmsScreen } from "../components/cms-screen.tsx";
import { tagPage } from "../catalog/cache-tags.ts";
import { commerceContext, storeContext } from "../context.ts";
import { translatorFor } from "../i18n/dictionaries.server.ts";
import { seoMeta } from "../seo/page-seo.ts";

/**
 * Paths no route matched, resolved in the order of SPEC §2: a product (last segment against
 * url_path), a category (url_path), a CMS page, the URL-rewrite table, else page-not-found
 * with status 404. 'search' goes straight to not-found; redirects keep the query string.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const commerce = context.get(commerceContext);
  const path = storeRelativePath(url, store);
  if (!path || path === "search") throw data(null, { status: 404 });

  const product = await commerce.productByUrlPath(store.storeCode, path.split("/").at(-1)!);
  if (product) {
    const target = product.parentSku
      ? productHref(store, product.parentSku, product.parentSlug ?? product.slug, product.sku)
      : productHref(store, product.sku, product.slug);
    throw redirect(target + url.search, 301);
  }
  const t = translatorFor(store);
  const tag = (...tags: string[]) => tagPage(context, ...tags);
  const category = await commerce.categoryByUrlPath(store.storeCode, path);
  if (category) return loadCategoryPage({ url, store, commerce, category, t, tag });
  const page = await loadCmsPage({ url, store, commerce, identifier: path, t, tag });
  if (page) return page;
  const rewrite = await commerce.urlRewrite(store.storeCode, path);
  if (rewrite) throw redirect(rewrite.targetPath + url.search, rewrite.redirectCode);
  throw data(null, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ResolvedPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "category" ? <CategoryScreen data={loaderData} /> : <CmsScreen data={loaderData} />;
}
