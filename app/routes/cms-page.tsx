import { data } from "react-router";
import type { Route } from "./+types/cms-page";
import { loadCmsPage } from "../catalog/cms-page.server.ts";
import { storeRelativePath } from "../catalog/route-path.ts";
import { CmsScreen } from "../components/cms-screen.tsx";
import { tagPage } from "../catalog/cache-tags.ts";
import { commerceContext, storeContext } from "../context.ts";
import { translatorFor } from "../i18n/dictionaries.server.ts";
import { seoMeta } from "../seo/page-seo.ts";

/** /i/:slug and the content routes (/legal, /kundtjanst, /dk/kobsbetingelser …). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const identifier = params.slug ?? storeRelativePath(url, store);
  const page = await loadCmsPage({ url, store, commerce: context.get(commerceContext), identifier, t: translatorFor(store), tag: (...tags) => tagPage(context, ...tags) });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsScreen data={loaderData} />;
}
