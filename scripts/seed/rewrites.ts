import { STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";
import { mapStores } from "./text.ts";
import type { CategoryIndex } from "./categories.ts";
import type { ProductModel } from "./model.ts";
import type { Row } from "./schema.ts";

function slugsByStore(productTexts: Row[]): Record<StoreCode, Map<number, string>> {
  const maps = mapStores(() => new Map<number, string>());
  for (const row of productTexts) maps[row.store_code as StoreCode].set(row.product_id as number, row.url_path as string);
  return maps;
}

/**
 * Legacy Magento URLs ('{url_key}.html') redirected permanently to today's URLs. Category legacy keys are
 * the url_path with '/' → '-', so they never collide with product keys (which end in '-{id}').
 */
export function urlRewriteRows(parents: ProductModel[], productTexts: Row[], categories: CategoryIndex): Row[] {
  const slugs = slugsByStore(productTexts);
  const rows: Row[] = [];
  for (const store of STORE_CODES) {
    const view = STORE_VIEWS[store];
    const seen = new Set<string>();
    const add = (requestPath: string, targetPath: string, entityType: "product" | "category", entityId: number) => {
      if (seen.has(requestPath)) throw new Error(`duplicate rewrite '${requestPath}' in store ${store}`);
      seen.add(requestPath);
      rows.push({
        store_code: store,
        request_path: requestPath,
        target_path: storePath(view, targetPath),
        redirect_code: 301,
        entity_type: entityType,
        entity_id: entityId,
      });
    };
    const slug = (product: ProductModel): string => {
      const value = slugs[store].get(product.row.id);
      if (value === undefined) throw new Error(`product ${product.row.id} has no ${store} text`);
      return value;
    };

    for (const category of categories.all) {
      const urlPath = category.urlPath[store];
      add(`${urlPath.replace(/\//g, "-")}.html`, `/${urlPath}`, "category", category.id);
    }
    for (const product of parents) {
      if (product.row.visibility === 1) continue;
      const parentSlug = slug(product);
      add(`${parentSlug}.html`, `/p/${product.row.sku}/${parentSlug}`, "product", product.row.id);
      for (const child of product.children) {
        add(`${slug(child)}.html`, `/p/${product.row.sku}/${parentSlug}/${child.row.sku}`, "product", child.row.id);
      }
    }
  }
  return rows;
}
