import type { Route } from "./+types/category";
import { ResolvedPage } from "../components/resolved-page.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./category.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <ResolvedPage data={loaderData} />;
}
