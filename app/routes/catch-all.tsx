import type { Route } from "./+types/catch-all";
import { CategoryScreen } from "../components/category-screen.tsx";
import { CmsScreen } from "../components/cms-screen.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./catch-all.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ResolvedPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "category" ? <CategoryScreen data={loaderData} /> : <CmsScreen data={loaderData} />;
}
