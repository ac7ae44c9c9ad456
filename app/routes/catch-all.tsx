import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { toProductCardView } from "../catalog/product-card.ts";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { ProductGrid } from "../components/product-card.tsx";
import { commerceContext, storeContext } from "../context.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { pluralKey } from "../i18n/translator.ts";
import { storePath } from "../stores.ts";

const PAGE_SIZE = 50;

/** The path below the store prefix, without leading or trailing slashes. */
function storeRelativePath(url: URL, urlPrefix: string): string {
  return decodeURIComponent(url.pathname).slice(urlPrefix.length).replace(/^\/+|\/+$/g, "");
}

function parsePage(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || page < 1) throw data({ message: `page must be a positive whole number, got "${raw}"` }, { status: 400 });
  return page;
}

/**
 * Paths no route matched (SPEC §2 route resolution): a category by url_path, then a CMS
 * page, then the URL-rewrite table, else page-not-found with status 404. The query
 * string survives a redirect.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const commerce = context.get(commerceContext);
  const url = new URL(request.url);
  const path = storeRelativePath(url, store.urlPrefix);
  if (!path || path === "search") throw data(null, { status: 404 });

  const category = await commerce.categoryByUrlPath(store.storeCode, path);
  if (category) {
    const page = parsePage(url);
    const result = await commerce.categoryProducts(store.storeCode, category.id, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    const today = commerce.today();
    return {
      kind: "category" as const,
      category,
      page,
      pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
      total: result.total,
      products: result.items.map((p) => toProductCardView(p, store, today)),
      homePath: storePath(store, "/"),
      trail: category.ancestors.map((a) => ({ name: a.name, href: storePath(store, `/${a.urlPath}`) })),
    };
  }
  const page = await commerce.cmsPage(store.storeCode, path);
  if (page) return { kind: "cms" as const, page };
  const rewrite = await commerce.urlRewrite(store.storeCode, path);
  if (rewrite) throw redirect(rewrite.targetPath + url.search, rewrite.redirectCode);
  throw data(null, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "category") {
    const { category } = loaderData;
    return [{ title: category.metaTitle || category.name }, { name: "description", content: category.metaDescription }];
  }
  const { page } = loaderData;
  return [
    { title: page.metaTitle || page.title },
    { name: "description", content: page.metaDescription },
    ...(page.metaKeywords ? [{ name: "keywords", content: page.metaKeywords }] : []),
  ];
}

type CategoryData = Extract<Route.ComponentProps["loaderData"], { kind: "category" }>;

function CategoryScreen({ data: d }: { data: CategoryData }) {
  const t = useT();
  const store = useStoreView();
  const pageHref = (page: number) => (page === 1 ? "?" : `?page=${page}`);
  return (
    <section className="category">
      <Breadcrumbs trail={[{ name: t("header.home"), href: d.homePath }, ...d.trail]} current={d.category.name} />
      <h1>{d.category.name}</h1>
      <p className="category__description">{d.category.description}</p>
      <p className="category__count">{t(pluralKey(store.i18n.defaultLocale, "category.productCount", d.total), { count: d.total })}</p>
      <ProductGrid products={d.products} eagerCount={4} />
      {d.pageCount > 1 && (
        <nav className="pagination" aria-label={t("category.pagination")}>
          <ol>
            {Array.from({ length: d.pageCount }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {n === d.page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <Link to={pageHref(n)} aria-label={t("category.pageN", { page: n })}>
                    {n}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
    </section>
  );
}

export default function ResolvedPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "category") return <CategoryScreen data={loaderData} />;
  const { page } = loaderData;
  return (
    <article className={`cms-page cms-page--${page.pageLayout}`}>
      <h1>{page.title}</h1>
      {/* Content is authored HTML from the shop's own content store. */}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
