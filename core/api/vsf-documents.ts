/**
 * The catalog as Vue Storefront 1.12 reads it from Elasticsearch: product, category, attribute and
 * review documents shaped like mage2vuestorefront's, made from the commerce port's own types. Prices
 * come as vue-storefront-api answers them with `tax.calculateServerSide`: `price`, `final_price` and
 * `special_price` without VAT, the `*_incl_tax` ones with it. Pure.
 */
import { gallery, picture } from "../catalog/images.ts";
import { priceExclTax, roundHalfAwayFromZero } from "../domain/money.ts";
import { effectiveSpecialPrice, finalPrice } from "../domain/price.ts";
import type { CategoryNode, PriceData, ProductDetail, ProductFacts, ProductReview, StockData, StoreSlugs } from "../port/index.ts";
import type { StoreView } from "../stores.ts";
import { bundleSelectionId } from "./bundle-selections.ts";
import { CONFIGURABLE_ATTRIBUTE_IDS } from "./configurable-options.ts";

export type Document = Record<string, unknown>;

/**
 * The parent of the shop's top categories (VSF's `entities.category.categoriesRootCategorylId`). Not Magento's 2:
 * the shop's own category ids start at 1, and a category 2 would be taken for the root.
 */
export const ROOT_CATEGORY_ID = 0;
/** Magento's levels: the root catalog 0, the default category 1, the top categories 2 (VSF's `categoriesDynamicPrefetchLevel`). */
const LEVEL_OFFSET = 2;

/** Attribute ids: Magento's for the configurable attributes, the rest the shop's own (stable, 500 + position). */
export function attributeIds(codes: readonly string[]): Record<string, number> {
  return Object.fromEntries(codes.map((code, i) => [code, CONFIGURABLE_ATTRIBUTE_IDS[code] ?? 500 + i]));
}

/** Magento's visibility codes: 1 not visible alone (a variant), 4 in catalog and search. */
const NOT_VISIBLE_INDIVIDUALLY = 1;

const round2 = (n: number) => roundHalfAwayFromZero(n, 2);

function priceFields(p: PriceData, store: StoreView, today: string): Document {
  const final = finalPrice(p, today);
  const special = effectiveSpecialPrice(p, today);
  const net = (gross: number) => round2(priceExclTax(gross, store.taxRate));
  return {
    price: net(p.price),
    price_incl_tax: p.price,
    price_tax: round2(p.price - net(p.price)),
    original_price: net(p.price),
    original_price_incl_tax: p.price,
    regular_price: p.price,
    final_price: net(final),
    final_price_incl_tax: final,
    final_price_tax: round2(final - net(final)),
    special_price: special === null ? null : net(special),
    special_price_incl_tax: special,
    special_price_tax: special === null ? null : round2(special - net(special)),
    special_from_date: p.specialFromDate,
    special_to_date: p.specialToDate,
  };
}

const stockFields = (productId: number, stock: StockData): Document => ({ product_id: productId, qty: stock.qty, is_in_stock: stock.isInStock, manage_stock: true });

/** The product's url key in the store: a detail knows every store's, facts only the store's own. */
const slugIn = (product: ProductFacts & { slugs?: StoreSlugs }, store: StoreView) => product.slugs?.[store.storeCode] ?? product.slug;

function childDocument(child: ProductFacts["children"][number], product: ProductFacts, slug: string, store: StoreView, today: string): Document {
  return {
    id: child.id,
    sku: child.sku,
    name: product.name,
    type_id: "simple",
    status: child.status,
    visibility: NOT_VISIBLE_INDIVIDUALLY,
    url_key: slug,
    ...priceFields(child.price, store, today),
    ...child.attributes,
    image: picture("gallery", product.sku, { colour: child.attributes.color }).src,
    stock: stockFields(child.id, child.stock),
  };
}

const categoryEntries = (product: ProductFacts) => product.categoryTrail.map((c) => ({ category_id: c.id, name: c.name, path: c.urlPath }));
const optionValues = (product: ProductFacts) =>
  Object.fromEntries(product.configurableOptions.map((option) => [`${option.code}_options`, [...new Set(product.children.flatMap((c) => c.attributes[option.code] ?? []))]]));

/**
 * The keys of a product document that its facts do not decide: a query may not filter, sort or count by
 * them without reading every matching product's details (vsf-catalog.ts refuses that).
 */
export const DETAIL_ONLY_KEYS = ["description", "meta_title", "meta_description", "media_gallery", "configurable_options", "bundle_options", "product_links", "custom_options"];

/**
 * A product's document as its facts give it: every key of productDocument's but DETAIL_ONLY_KEYS, with
 * the same values. What a catalog query is filtered, sorted and aggregated on before any details are read.
 */
export function productFactDocument(product: ProductFacts, store: StoreView, today: string): Document {
  const slug = slugIn(product, store);
  const image = picture("gallery", product.sku).src;
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    type_id: product.typeId,
    status: product.status,
    visibility: product.visibility,
    url_key: slug,
    url_path: slug,
    brand: product.brand,
    ...priceFields(product.price, store, today),
    image,
    small_image: image,
    thumbnail: picture("card", product.sku).src,
    stock: stockFields(product.id, product.stock),
    category_ids: product.categoryIds,
    category: categoryEntries(product),
    ...(product.typeId === "configurable" ? { configurable_children: product.children.map((child) => childDocument(child, product, slug, store, today)), ...optionValues(product) } : {}),
  };
}

/** A product's document in a store, as /api/catalog/<index>/product/_search answers it in `_source`. */
export function productDocument(product: ProductDetail, store: StoreView, today: string): Document {
  const doc: Document = {
    ...productFactDocument(product, store, today),
    description: product.description,
    meta_title: product.metaTitle,
    meta_description: product.metaDescription,
    media_gallery: gallery(product.sku, product.galleryCount).map((p, i) => ({ image: p.src, pos: i + 1, typ: "image", lab: product.name, vid: null })),
  };
  if (product.typeId === "configurable") {
    doc.configurable_options = product.configurableOptions.map((option, i) => ({
      id: i + 1,
      attribute_id: String(CONFIGURABLE_ATTRIBUTE_IDS[option.code] ?? option.code),
      attribute_code: option.code,
      label: option.code,
      position: i,
      product_id: product.id,
      values: option.values.map((v) => ({ value_index: v.value, label: v.label, ...(v.swatch ? { swatch: v.swatch } : {}) })),
    }));
  }
  if (product.typeId === "bundle") {
    doc.bundle_options = product.bundleOptions.map((option, i) => ({
      option_id: option.id,
      title: option.title,
      required: option.required,
      type: option.type,
      position: i + 1,
      sku: product.sku,
      product_links: option.selections.map((s, j) => ({ id: bundleSelectionId(s), sku: s.product.sku, option_id: option.id, qty: s.qty, position: j + 1, is_default: s.isDefault, can_change_quantity: 0 })),
    }));
  }
  if (product.typeId === "grouped") {
    doc.product_links = product.groupedItems.map((item, i) => ({
      sku: product.sku,
      link_type: "associated",
      linked_product_sku: item.product.sku,
      linked_product_type: item.product.typeId,
      position: i + 1,
      extension_attributes: { qty: item.qty },
    }));
  }
  if (product.customOptions.length > 0) {
    doc.custom_options = product.customOptions.map((option, i) => ({
      option_id: option.id,
      title: option.title,
      type: option.type,
      is_require: option.required,
      sort_order: i + 1,
      values: option.values.map((v, j) => ({ option_type_id: v.id, title: v.title, price: v.price, price_type: v.priceType, sort_order: j + 1 })),
    }));
  }
  return doc;
}

/** Every category of a tree as its document, depth first in menu order (`position` among its siblings). */
export function categoryDocuments(tree: readonly CategoryNode[]): Document[] {
  const docs: Document[] = [];
  const walk = (nodes: readonly CategoryNode[], path: number[]) => {
    nodes.forEach((node, i) => {
      docs.push(categoryDocument(node, i, path));
      walk(node.children, [...path, node.id]);
    });
  };
  walk(tree, [ROOT_CATEGORY_ID]);
  return docs;
}

const descendants = (node: CategoryNode): number => node.children.reduce((n, child) => n + 1 + descendants(child), 0);

function categoryDocument(node: CategoryNode, position: number, ancestors: number[]): Document {
  return {
    id: node.id,
    parent_id: node.parentId ?? ROOT_CATEGORY_ID,
    name: node.name,
    url_key: node.urlPath.split("/").pop(),
    url_path: node.urlPath,
    slug: node.urlPath.split("/").pop(),
    level: ancestors.length - 1 + LEVEL_OFFSET,
    position,
    path: [...ancestors, node.id].join("/"),
    is_active: true,
    include_in_menu: 1,
    children_count: String(descendants(node)),
    children_data: node.children.map((child, i) => categoryDocument(child, i, [...ancestors, node.id])),
  };
}

/** An attribute's document: its code and id, its name in the store's language and its options (value → label). */
export function attributeDocument(code: string, id: number, label: string, options: Record<string, string>): Document {
  return {
    id,
    attribute_id: id,
    attribute_code: code,
    frontend_input: "select",
    frontend_label: label,
    default_frontend_label: label,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: true,
    options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel })),
  };
}

/** An approved review's document (Magento's review module as the indexer writes it). */
export function reviewDocument(review: ProductReview, productId: number): Document {
  return {
    id: review.id,
    product_id: productId,
    title: review.title,
    detail: review.content,
    nickname: review.displayName,
    created_at: review.createdAt,
    review_entity: "product",
    review_status: 1,
    ratings: [{ percent: review.score * 20, value: review.score }],
  };
}
