import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { CategoryNode } from "#core/port/index.ts";
import type { CategoryIndexData, CategoryPageData } from "../routes/category.server.ts";
import { useRootData, useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ListingResults } from "./listing-results.tsx";
import { rememberLastCategory } from "../state/last-category.ts";

/** A category of the menu's tree by id (the tree is a few dozen nodes). */
function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export function CategoryScreen({ data }: { data: CategoryPageData }) {
  // From the shell's category tree: a renamed or moved category purges every page with the shell.
  const children = findCategory(useRootData()?.categories ?? [], data.category.id)?.children ?? [];
  const store = useStoreView();
  const { pathname, search } = useLocation();
  useEffect(() => rememberLastCategory(store.storeCode, pathname + search), [store.storeCode, pathname, search]);
  return (
    <section className="category">
      <Breadcrumbs trail={data.trail} current={data.category.name} />
      <h1>{data.category.name}</h1>
      <p className="category__description">{data.category.description}</p>
      {data.lookbook.length > 0 && (
        <ul className="lookbook">
          {data.lookbook.map((room, i) => (
            <li key={room.key}>
              <img src={room.image.src} srcSet={room.image.srcSet} sizes={i === 0 ? "(min-width: 48rem) 66vw, 100vw" : "(min-width: 48rem) 33vw, 50vw"} width={room.image.width} height={room.image.height} alt={room.alt} loading={i === 0 ? "eager" : "lazy"} decoding="async" />
            </li>
          ))}
        </ul>
      )}
      <CategoryListing data={data} children={children} />
    </section>
  );
}

/** The brands or collections page: every one of them as a picture and a name. */
export function CategoryIndexScreen({ data }: { data: CategoryIndexData }) {
  return (
    <section className="category">
      <Breadcrumbs trail={data.trail} current={data.category.name} />
      <h1>{data.category.name}</h1>
      <p className="category__description">{data.category.description}</p>
      <ul className="category-index">
        {data.children.map((child) => (
          <li key={child.id}>
            <Link to={child.href} prefetch="intent" className="category-index__link">
              <img src={child.image.src} srcSet={child.image.srcSet} sizes="(max-width: 40rem) 50vw, 300px" width={child.image.width} height={child.image.height} alt="" loading="lazy" decoding="async" />
              <span>{child.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryListing({ data, children }: { data: CategoryPageData; children: CategoryNode[] }) {
  const t = useT();
  const store = useStoreView();
  return (
    <>
      {children.length > 0 && (
        <nav className="subcategories" aria-label={t("category.subcategories", { name: data.category.name })}>
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <Link to={storePath(store, `/${child.urlPath}`)} prefetch="intent">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingResults data={data} emptyText={t("category.noResults")} list={{ id: `category_${data.category.id}`, name: data.category.name }} />
    </>
  );
}
