import { STORE_CODES, type StoreCode } from "#core/stores.ts";
import { optionLabel } from "./attributes.ts";
import { brandById, collectionById } from "./brands.ts";
import type { ProductModel } from "./model.ts";
import {
  CARE, CARE_BY_MATERIAL, CARE_EXTRA, CLOSINGS, DETAILS, INTROS, SHOP_SUFFIX, STONE_TOPS, WITH_CHAIRS, type CopyGroup,
} from "./product-copy.ts";
import { stream } from "./random.ts";
import type { Row } from "./schema.ts";
import { fill, slugify, truncate } from "./text.ts";

/** 'Sammet' → 'sammet', but 'HPL-laminat' and 'Ø 250 cm' stay as they are. */
function lowerLabel(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function copyGroup(product: ProductModel): CopyGroup {
  if (product.row.type_id === "grouped" || product.row.type_id === "bundle") return product.row.type_id;
  switch (product.row.attribute_set) {
    case "parasol":
      return "parasol";
    case "storage":
      return "storage";
    case "dining_table":
    case "coffee_table":
    case "garden_table":
      return product.row.tabletop_material ? "table" : "storage";
    case "dining_chair":
      return product.kind?.outdoor ? "outdoor" : "chair";
    default:
      return product.kind?.outdoor ? "outdoor" : "seating";
  }
}

/** Series name and the rest of the product name, e.g. 'Alva' + 'soffa 3-sits'. */
function nameParts(product: ProductModel, store: StoreCode): [string, string] {
  const series = product.series.name;
  if (product.setKind) {
    const chairs = product.setLinks
      .filter((link) => link.product.row.attribute_set === "dining_chair" && product.row.type_id === "grouped")
      .reduce((sum, link) => sum + link.qty, 0);
    const noun = product.setKind.noun[store];
    return [series, chairs > 0 ? `${noun} ${fill(WITH_CHAIRS[store], { count: String(chairs) })}` : noun];
  }
  const kind = product.kind;
  if (!kind) throw new Error(`product ${product.row.id} has neither kind nor set kind`);
  const onlySize =
    product.row.size ?? (product.variesBy.length === 1 ? (product.children[0]?.row.size ?? null) : null);
  const size = kind.sizeInName && onlySize ? ` ${optionLabel("size", onlySize)[store]}` : "";
  return [series, `${kind.noun[store]}${size}`];
}

function describe(product: ProductModel, store: StoreCode, name: string): string {
  const rng = stream("description", product.row.id, store);
  const brand = brandById(product.row.brand_id).name;
  const material = product.row.material ? lowerLabel(optionLabel("material", product.row.material)[store]) : "";
  const tabletop = product.row.tabletop_material
    ? lowerLabel(optionLabel("tabletop_material", product.row.tabletop_material)[store])
    : material;
  const collection = product.row.collection_id ? collectionById(product.row.collection_id).name : "";
  const values = { name, brand, series: product.series.name, material, tabletop, collection };
  const sentences = [fill(rng.pick(INTROS)[store], values)];
  const group = copyGroup(product);
  if (material || group === "grouped" || group === "bundle") sentences.push(fill(DETAILS[group][store], values));
  if (product.row.type_id === "configurable") sentences.push(CLOSINGS.variants[store]);
  else if (collection && rng.chance(0.5)) sentences.push(fill(CLOSINGS.collection[store], values));
  else if (rng.chance(0.4)) sentences.push(CLOSINGS.returns[store]);
  return sentences.join(" ");
}

function careInstructions(product: ProductModel, store: StoreCode): string {
  const outdoor = product.kind?.outdoor || product.setKind?.outdoor;
  const group = CARE_BY_MATERIAL[product.row.material ?? ""] ?? (outdoor ? "metal" : "wood");
  const parts = [CARE[group][store]];
  if (product.row.tabletop_material && STONE_TOPS.has(product.row.tabletop_material)) parts.push(CARE_EXTRA.stoneTop[store]);
  if (product.row.attribute_set === "parasol") parts.push(CARE_EXTRA.canopy[store]);
  return parts.join(" ");
}

/** What a configurable's children share with their parent in one store. */
interface SharedCopy {
  store: StoreCode;
  description: string;
  metaDescription: string;
  care: string;
  titleSuffix: string;
}

function textRow(product: ProductModel, shared: SharedCopy, name: string, second: string, slug: string): Row {
  const urlKey = `${slug}-${product.row.id}`;
  return {
    product_id: product.row.id,
    store_code: shared.store,
    name,
    product_name_1: product.series.name,
    product_name_2: second,
    url_key: urlKey,
    url_path: urlKey,
    description: shared.description,
    care_instructions: shared.care,
    meta_title: `${name}${shared.titleSuffix}`,
    meta_description: shared.metaDescription,
  };
}

function variantLabel(parent: ProductModel, child: ProductModel, store: StoreCode): string {
  const labels = [optionLabel("color", child.row.color ?? "")[store]];
  if (parent.variesBy.includes("size") && child.row.size) labels.push(optionLabel("size", child.row.size)[store]);
  return labels.map(lowerLabel).join(", ");
}

/** product_texts for every product in every store; configurable children reuse their parent's copy. */
export function productTextRows(parents: ProductModel[]): Row[] {
  const rows: Row[] = [];
  const variantSlugs = new Map<string, string>();
  for (const product of parents) {
    const titleSuffix = ` – ${brandById(product.row.brand_id).name} | `;
    for (const store of STORE_CODES) {
      const [series, rest] = nameParts(product, store);
      const name = `${series} ${rest}`;
      const description = describe(product, store, name);
      const shared: SharedCopy = {
        store,
        description,
        metaDescription: truncate(description, 160),
        care: careInstructions(product, store),
        titleSuffix: `${titleSuffix}${SHOP_SUFFIX[store]}`,
      };
      const material = product.row.material ? `, ${lowerLabel(optionLabel("material", product.row.material)[store])}` : "";
      const slug = slugify(name);
      rows.push(textRow(product, shared, name, `${rest}${material}`, slug));
      for (const child of product.children) {
        const variant = variantLabel(product, child, store);
        let variantSlug = variantSlugs.get(variant);
        if (variantSlug === undefined) {
          variantSlug = slugify(variant);
          variantSlugs.set(variant, variantSlug);
        }
        rows.push(textRow(child, shared, `${name}, ${variant}`, `${rest}, ${variant}`, `${slug}-${variantSlug}`));
      }
    }
  }
  return rows;
}
