import type { CategoryIndex } from "./categories.ts";
import { IdSequence } from "./ids.ts";
import { createItem } from "./items.ts";
import { NameBook } from "./names.ts";
import type { ItemKind, SetKind } from "#worker/media/art/kinds.ts";
import type { Catalog, ProductModel } from "./model.ts";
import { planParents } from "./plan.ts";
import type { Row } from "./schema.ts";
import { ComponentPool, createSet } from "./sets.ts";
import { DELIVERY_BUCKETS, stockPromises } from "./stock.ts";

/** Simple and configurable parents first (with their children), then grouped and bundle products made of them. */
export function buildCatalog(count: number, today: string): Catalog {
  const plan = planParents(count);
  const ids = new IdSequence();
  const products: ProductModel[] = [];
  const pool = new ComponentPool();
  const names = new NameBook();
  let items = 0;
  for (const entry of plan) {
    if (entry.type !== "simple" && entry.type !== "configurable") continue;
    const deliveryBucket = items < DELIVERY_BUCKETS.length ? items : undefined;
    items++;
    const created = createItem({ ...entry, type: entry.type, kind: entry.kind as ItemKind, deliveryBucket }, ids, today, names);
    products.push(...created);
    for (const product of created) pool.add(product);
  }
  for (const entry of plan) {
    if (entry.type === "grouped" || entry.type === "bundle") {
      products.push(createSet({ ...entry, setKind: entry.kind as SetKind }, pool, ids, today, names));
    }
  }
  for (const product of products) Object.assign(product.row, stockPromises(product.row, today));
  return { products, parents: products.filter((product) => product.parent === null) };
}

/** Each parent sits in its leaf categories and their ancestors, its brand category and its collection category. */
export function productCategoryRows(parents: ProductModel[], categories: CategoryIndex): Row[] {
  const rows: Row[] = [];
  const positions = new Map<number, number>();
  for (const product of parents) {
    if (product.category === null) continue;
    const ids = new Set([product.category, ...product.alsoIn].flatMap((id) => categories.get(id).ancestors));
    ids.add(categories.brandCategoryId(product.row.brand_id));
    if (product.row.collection_id !== null) ids.add(categories.collectionCategoryId(product.row.collection_id));
    for (const categoryId of ids) {
      const position = (positions.get(categoryId) ?? 0) + 1;
      positions.set(categoryId, position);
      rows.push({ product_id: product.row.id, category_id: categoryId, position });
    }
  }
  return rows;
}

export function configurableOptionRows(parents: ProductModel[]): Row[] {
  return parents.flatMap((product) =>
    product.variesBy.map((attributeCode, position) => ({ product_id: product.row.id, attribute_code: attributeCode, position })),
  );
}
