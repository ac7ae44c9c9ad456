import { data } from "react-router";
import type { Route } from "./+types/category";
import { loadCategoryPage } from "../catalog/category-page.server.ts";
import { loadCmsPage } from "../catalog/cms-page.server.ts";
import { CategoryScreen } from "../components/category-screen.tsx";
import { CmsScreen } from "../components/cms-screen.tsx";
import { tagPage } from "../catalog/cache-tags.ts";
import { commerceContext, storeContext } from "../context.ts";
import { translatorFor } from "../i18n/dictionaries.server.ts";
import { seoMeta } from "../seo/page-seo.ts";

/** /c/{slug} (category by url_path, url_key or id) and /cp/:slug (a category, else a content page). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const commerce = context.get(commerceContext);
  const t = translatorFor(store);
  const tag = (...tags: string[]) => tagPage(context, ...tags);
  const slug = (params.slug ?? params["*"] ?? "").replace(/\/+$/, "");
  const category = slug ? await commerce.categoryBySlug(store.storeCode, slug) : null;
  if (category) return loadCategoryPage({ url, store, commerce, category, t, tag });
  const page = params.slug ? await loadCmsPage({ url, store, commerce, identifier: params.slug, t, tag }) : null;
  if (page) return page;
  throw data(null, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "category" ? <CategoryScreen data={loaderData} /> : <CmsScreen data={loaderData} />;
}
