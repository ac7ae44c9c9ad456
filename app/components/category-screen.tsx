import type { CategoryPageData } from "../routes/category.server.ts";
import { useT } from "../i18n/use-shell.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ListingResults } from "./listing-results.tsx";

export function CategoryScreen({ data }: { data: CategoryPageData }) {
  const t = useT();
  return (
    <section className="category">
      <Breadcrumbs trail={data.trail} current={data.category.name} />
      <h1>{data.category.name}</h1>
      <p className="category__description">{data.category.description}</p>
      <ListingResults data={data} emptyText={t("category.noResults")} />
    </section>
  );
}
