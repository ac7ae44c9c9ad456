import type { Route } from "./+types/catch-all";
import { ResolvedPage } from "../components/resolved-page.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./catch-all.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ResolvedPageRoute({ loaderData }: Route.ComponentProps) {
  return <ResolvedPage data={loaderData} />;
}
