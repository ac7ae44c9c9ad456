import type { Route } from "./+types/category";
import { CategoryScreen } from "../components/category-screen.tsx";
import { CmsScreen } from "../components/cms-screen.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./category.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "category" ? <CategoryScreen data={loaderData} /> : <CmsScreen data={loaderData} />;
}
