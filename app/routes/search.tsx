import type { Route } from "./+types/search";
import { SearchScreen } from "../components/search-screen.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./search.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchScreen data={loaderData} />;
}
