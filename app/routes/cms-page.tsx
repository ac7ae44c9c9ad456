import type { Route } from "./+types/cms-page";
import { CmsScreen } from "../components/cms-screen.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./cms-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsScreen data={loaderData} />;
}
