import type { CategoryIndex } from "./categories.ts";
import type { ProductModel } from "./model.ts";
import { stream, type Random } from "./random.ts";
import type { Row } from "./schema.ts";
import { localized, mapStores } from "./text.ts";

const RELATED_COUNT = 4;

const linkable = (product: ProductModel): boolean => product.row.status === 1 && product.row.visibility !== 1;

/** Adds distinct products from the lists, in order of preference, until `chosen` holds `count`; never `self`. */
function pickRelated(rng: Random, lists: ProductModel[][], self: ProductModel, count: number, chosen: ProductModel[]): void {
  const accept = (candidate: ProductModel) => {
    if (candidate !== self && !chosen.includes(candidate)) chosen.push(candidate);
  };
  for (const list of lists) {
    if (list.length === 0) continue;
    for (let attempt = 0; attempt < count * 8 && chosen.length < count; attempt++) accept(rng.pick(list));
    for (let i = 0; i < list.length && chosen.length < count; i++) accept(list[i] as ProductModel);
    if (chosen.length >= count) break;
  }
}

export function relatedLinks(parents: ProductModel[], categories: CategoryIndex): Row[] {
  const byCategory = new Map<number, ProductModel[]>();
  for (const product of parents) {
    if (!linkable(product) || product.category === null) continue;
    const list = byCategory.get(product.category);
    if (list) list.push(product);
    else byCategory.set(product.category, [product]);
  }
  const everything = parents.filter(linkable);
  const siblingsCache = new Map<number, ProductModel[]>();
  const siblingsOf = (categoryId: number): ProductModel[] => {
    let list = siblingsCache.get(categoryId);
    if (!list) {
      const parentId = categories.get(categoryId).parentId;
      const siblings = parentId === null ? [] : categories.get(parentId).children.filter((id) => id !== categoryId);
      list = siblings.flatMap((id) => byCategory.get(id) ?? []);
      siblingsCache.set(categoryId, list);
    }
    return list;
  };

  const rows: Row[] = [];
  for (const product of parents) {
    if (product.category === null) continue;
    const rng = stream("related", product.row.id);
    const same = byCategory.get(product.category) ?? [];
    const siblings = siblingsOf(product.category);
    const related: ProductModel[] = [];
    const fromSame = siblings.length > 0 ? rng.int(2, RELATED_COUNT) : RELATED_COUNT;
    pickRelated(rng, [same, siblings, everything], product, fromSame, related);
    pickRelated(rng, [siblings, same, everything], product, RELATED_COUNT, related);
    related.forEach((target, position) =>
      rows.push({
        product_id: product.row.id,
        link_type: "related",
        linked_product_id: target.row.id,
        option_id: null,
        qty: 1,
        is_default: 0,
        position,
        selection_id: null,
      }),
    );
  }
  return rows;
}

const CHOOSE = localized("Välj {noun}", "Vælg {noun}", "Velg {noun}", "Valitse {noun}");

/** product_links of grouped and bundle parents, plus the bundle_options they refer to. */
export function setLinkRows(parents: ProductModel[]): { links: Row[]; bundleOptions: Row[] } {
  const links: Row[] = [];
  const bundleOptions: Row[] = [];
  let nextOptionId = 1;
  let nextSelectionId = 1;
  for (const product of parents) {
    if (product.setLinks.length === 0) continue;
    if (product.row.type_id === "grouped") {
      product.setLinks.forEach((link, position) =>
        links.push({
          product_id: product.row.id,
          link_type: "associated",
          linked_product_id: link.product.row.id,
          option_id: null,
          qty: link.qty,
          is_default: 0,
          position,
          selection_id: null,
        }),
      );
      continue;
    }
    const rng = stream("bundle-options", product.row.id);
    const optionIds = new Map<number, number>();
    product.setLinks.forEach((link, position) => {
      let optionId = optionIds.get(link.optionIndex);
      if (optionId === undefined) {
        optionId = nextOptionId++;
        optionIds.set(link.optionIndex, optionId);
        const noun = link.product.kind?.noun;
        const required = link.optionIndex < 2;
        bundleOptions.push({
          id: optionId,
          product_id: product.row.id,
          required: required ? 1 : 0,
          type: required ? rng.pick(["select", "radio"]) : "checkbox",
          position: link.optionIndex,
          titles: JSON.stringify(mapStores((store) => CHOOSE[store].replace("{noun}", noun ? noun[store] : ""))),
        });
      }
      links.push({
        product_id: product.row.id,
        link_type: "bundle",
        linked_product_id: link.product.row.id,
        option_id: optionId,
        qty: link.qty,
        is_default: link.isDefault ? 1 : 0,
        position,
        selection_id: nextSelectionId++,
      });
    });
  }
  return { links, bundleOptions };
}
