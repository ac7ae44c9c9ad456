import type { CategoryIndexData, CategoryPageData } from "../routes/category.server.ts";
import type { CmsPageData } from "../routes/cms-page.server.ts";
import { CategoryIndexScreen, CategoryScreen } from "./category-screen.tsx";
import { CmsScreen } from "./cms-screen.tsx";

/** A path that resolved to a category listing, a brands or collections index, or a content page. */
export function ResolvedPage({ data }: { data: CategoryPageData | CategoryIndexData | CmsPageData }) {
  if (data.kind === "category") return <CategoryScreen data={data} />;
  if (data.kind === "category-index") return <CategoryIndexScreen data={data} />;
  return <CmsScreen data={data} />;
}
