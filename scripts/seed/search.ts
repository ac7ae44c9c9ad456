import { slugify } from "#core/domain/slug.ts";
import { normalizeSearchText } from "#core/domain/search-text.ts";
import { STORE_CODES, STORE_VIEWS, forEveryStore, type StoreCode } from "#core/stores.ts";
import { plainText, productSearchDocument, searchDocument, type SearchDocumentRow } from "#worker/commerce/d1/search-documents.ts";
import { blogPostPath } from "#core/catalog/hrefs.ts";
import { COLLECTIONS_CATEGORY } from "./category-tree.ts";
import type { Row, SeedData } from "./schema.ts";

type CatalogRows = Omit<SeedData, "search_fts" | "search_words" | "search_redirects">;

const text = (value: Row[string] | undefined) => (value === null || value === undefined ? "" : String(value));
const groupBy = <K>(rows: Row[], key: (row: Row) => K) => {
  const map = new Map<K, Row[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** Brands and collections carry the slug their filter values use. */
export function withSlugs(rows: Row[]): Row[] {
  return rows.map((row) => ({ ...row, slug: slugify(text(row.name)) }));
}

/** The search index of the seeded catalog: the same documents the catalog's writes make (search-documents.ts). */
export function searchDocumentRows(data: CatalogRows): SearchDocumentRow[] {
  const brands = new Map(data.brands.map((b) => [b.id, text(b.name)]));
  const collections = new Map(data.collections.map((c) => [c.id, text(c.name)]));
  const labels = new Map(data.attribute_options.map((o) => [`${o.store_code}|${o.attribute_code}|${o.value}`, text(o.label)]));
  const categoryNames = new Map(data.category_texts.map((t) => [`${t.store_code}|${t.category_id}`, t]));
  const children = groupBy(data.products.filter((p) => p.parent_id !== null), (p) => p.parent_id);
  const categoriesOf = groupBy(data.product_categories, (pc) => pc.product_id);
  const textsOf = groupBy(data.product_texts, (t) => t.product_id);
  // A product in 'Bäddsoffor' is found by 'soffor' too: its categories' ancestors count.
  const pathOf = new Map(data.categories.map((c) => [c.id, text(c.path).split("/").map(Number)]));
  const withAncestors = (ids: (Row[string] | undefined)[]) => [...new Set(ids.flatMap((id) => pathOf.get(id) ?? []))];
  const rows: SearchDocumentRow[] = [];

  for (const product of data.products) {
    if (product.parent_id !== null) continue;
    const variants = children.get(product.id) ?? [];
    for (const texts of textsOf.get(product.id) ?? []) {
      const store = texts.store_code as StoreCode;
      const label = (code: string, value: Row[string] | undefined) => (value ? labels.get(`${store}|${code}|${value}`) : undefined);
      const attributeLabels = [product, ...variants].flatMap((p) =>
        (["material", "tabletop_material", "form", "function", "color", "size"] as const).map((code) => label(code, p[code])).filter((l): l is string => !!l),
      );
      rows.push(
        productSearchDocument({
          id: Number(product.id),
          store,
          name: text(texts.name),
          urlPath: text(texts.url_path),
          description: text(texts.description),
          identifiers: [
            brands.get(product.brand_id) ?? null,
            product.collection_id === null ? null : (collections.get(product.collection_id) ?? null),
            text(product.series) || null,
            text(product.sku),
            text(product.article_number),
            text(texts.product_name_1) || null,
            text(texts.product_name_2) || null,
            ...variants.map((v) => text(v.sku)),
          ],
          categoryNames: withAncestors((categoriesOf.get(product.id) ?? []).map((pc) => pc.category_id)).map((id) => text(categoryNames.get(`${store}|${id}`)?.name)),
          attributeLabels,
        }),
      );
    }
  }

  const byId = new Map(data.categories.map((c) => [c.id, c]));
  for (const t of data.category_texts) {
    const category = byId.get(t.category_id);
    if (!category || category.is_active !== 1) continue;
    const ancestors = text(category.path).split("/").map(Number).filter((id) => id !== category.id);
    const store = t.store_code as StoreCode;
    rows.push(
      searchDocument({
        kind: ancestors.includes(COLLECTIONS_CATEGORY.id) ? "collection" : "category",
        store,
        id: Number(category.id),
        ref: String(category.id),
        title: text(t.name),
        link: text(t.url_path),
        keywords: ancestors.map((id) => text(categoryNames.get(`${store}|${id}`)?.name)),
        description: text(t.description),
      }),
    );
  }

  for (const page of data.cms_pages) {
    if (page.active !== 1) continue;
    rows.push(
      searchDocument({
        kind: "page",
        store: page.store_code as StoreCode,
        id: Number(page.id),
        ref: text(page.identifier),
        title: text(page.title),
        link: text(page.identifier),
        keywords: [text(page.meta_keywords)],
        description: plainText(text(page.content)),
      }),
    );
  }

  for (const post of data.blog_posts) {
    if (post.status !== 1) continue;
    const store = post.store_code as StoreCode;
    rows.push(
      searchDocument({
        kind: "article",
        store,
        id: Number(post.id),
        ref: text(post.post_key),
        title: text(post.title),
        link: blogPostPath(store, text(post.url_key)),
        keywords: [text(post.author_name)],
        description: `${text(post.short_content)} ${plainText(text(post.content))}`,
      }),
    );
  }
  return rows;
}

/** Words that go straight to their category instead of a result page (category ids per store). */
const REDIRECT_KEYWORDS: Record<StoreCode, [keyword: string, categoryId: number][]> = forEveryStore({
  se: [["soffa", 1], ["parasoll", 54]],
  dk: [["sofa", 1], ["parasol", 54]],
  no: [["sofa", 1], ["parasoll", 54]],
  fi: [["sohva", 1], ["aurinkovarjo", 54]],
});

export function searchRedirectRows(data: CatalogRows): Row[] {
  const paths = new Map(data.category_texts.map((t) => [`${t.store_code}|${t.category_id}`, text(t.url_path)]));
  return STORE_CODES.flatMap((store) =>
    REDIRECT_KEYWORDS[store].flatMap(([keyword, categoryId]) => {
      const path = paths.get(`${store}|${categoryId}`);
      return path ? [{ store_code: store, keyword: normalizeSearchText(keyword), target_path: `${STORE_VIEWS[store].urlPrefix}/${path}` }] : [];
    }),
  );
}
