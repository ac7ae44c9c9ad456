/**
 * vue-storefront-api's catalog documents (its Elasticsearch indexes, as Magento's indexer writes
 * them) read into the commerce port's types. Only what the shop shows is read; values come as the
 * importer wrote them (numbers or strings, arrays or comma lists), so every read is tolerant.
 */
import { photoPathOf } from "#core/catalog/photos.ts";
import type { CategoryNode, ConfigurableChild, ConfigurableOption, CustomOption, PriceData, ProductSummary, ProductType, StockData } from "#core/port/catalog.ts";

/** Days until shipping when a product does not say (Magento's `product_delivery_time` attribute). */
export const DEFAULT_DELIVERY_DAYS = 5;
const PRODUCT_TYPES = new Set<string>(["simple", "configurable", "grouped", "bundle"]);
const SALE_STATUSES = new Set<string>(["active", "discontinued", "sold_out_season", "order_only"]);

type Scalar = string | number | boolean | null | undefined;

export interface StockDocument {
  qty?: Scalar;
  is_in_stock?: Scalar;
}

export interface PricedDocument {
  price?: Scalar;
  price_incl_tax?: Scalar;
  original_price_incl_tax?: Scalar;
  final_price_incl_tax?: Scalar;
  special_price_incl_tax?: Scalar;
  special_price?: Scalar;
  special_from_date?: Scalar;
  special_to_date?: Scalar;
}

export interface ChildDocument extends PricedDocument {
  id?: Scalar;
  sku: string;
  status?: Scalar;
  stock?: StockDocument;
  [attribute: string]: unknown;
}

export interface ProductDocument extends PricedDocument {
  id: number | string;
  sku: string;
  name?: string;
  type_id: string;
  status?: Scalar;
  visibility?: Scalar;
  url_key?: string;
  url_path?: string;
  brand?: Scalar;
  stock?: StockDocument;
  product_delivery_time?: Scalar;
  product_sale_status?: Scalar;
  /** The shop's stock-outlook attributes (docs/upstream-contract.md): ISO days or Magento datetimes. */
  product_restock_date?: Scalar;
  product_supplier_delivery_from?: Scalar;
  product_supplier_delivery_to?: Scalar;
  description?: string;
  meta_title?: string;
  meta_description?: string;
  image?: Scalar;
  small_image?: Scalar;
  media_gallery?: Array<{ image?: Scalar; pos?: Scalar; typ?: Scalar }>;
  category_ids?: Scalar[];
  category?: Array<{ category_id: Scalar; name?: string; path?: string; slug?: string }>;
  configurable_options?: Array<{ attribute_code: string; values?: Array<{ value_index: Scalar; label?: string }> }>;
  configurable_children?: ChildDocument[];
  custom_options?: Array<{ option_id: Scalar; title?: string; type?: string; is_require?: Scalar; values?: Array<{ option_type_id: Scalar; title?: string; price?: Scalar; price_type?: string }> }>;
  [attribute: string]: unknown;
}

export interface CategoryDocument {
  id: number | string;
  parent_id?: Scalar;
  name?: string;
  url_path?: string;
  url_key?: string;
  level?: Scalar;
  position?: Scalar;
  is_active?: Scalar;
  include_in_menu?: Scalar;
  meta_title?: string;
  meta_description?: string;
  description?: string;
  path?: string;
  children_data?: CategoryDocument[];
}

/** Elasticsearch's answer, as the catalog endpoint passes it on (ES 5: total a number; ES 7: {value}). */
export interface SearchAnswer<T> {
  hits: { total: number | { value: number }; hits: Array<{ _source: T }> };
}

export const number = (value: Scalar | unknown): number => (typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN);
/** Magento's flags as importers write them: true, 1, "1" or "true". */
export const truthy = (value: Scalar | unknown) => value === true || value === 1 || value === "1" || value === "true";
const positiveOrNull = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);
/** Magento's "2025-05-01 00:00:00" as the port's 'YYYY-MM-DD'. */
const day = (value: Scalar) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

export const totalOf = (answer: SearchAnswer<unknown>) => (typeof answer.hits.total === "number" ? answer.hits.total : answer.hits.total.value);
export const sourcesOf = <T>(answer: SearchAnswer<T>) => answer.hits.hits.map((hit) => hit._source);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Magento's descriptions are HTML written in its editor; the shop shows them as text (its pages escape
 * everything they show): block ends become line breaks, tags go, entities are decoded.
 */
export function plainText(html: string | undefined): string {
  return (html ?? "")
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** Magento's UTC "2025-05-20 08:41:52" as an ISO timestamp; "" when there is none. */
export const isoTime = (magento: string | undefined) => (magento ? `${magento.replace(" ", "T")}Z`.replace(/ZZ$/, "Z") : "");

/** Magento's url_path ("utemobler/tradgardsstolar.html") as the shop's path, without the suffix. */
export const shopPath = (urlPath: string | undefined) => (urlPath ?? "").replace(/^\/+/, "").replace(/\.html$/, "");

/**
 * Prices tax included (the API adds *_incl_tax on the way out). The regular price is the original
 * one; a special price counts when positive. A bundle priced by its parts has no price of its own.
 */
export function toPrice(doc: PricedDocument): PriceData | null {
  const regular = [doc.original_price_incl_tax, doc.price_incl_tax, doc.final_price_incl_tax, doc.price].map(number).find((value) => Number.isFinite(value) && value > 0);
  if (regular === undefined) return null;
  const special = positiveOrNull(number(doc.special_price_incl_tax ?? doc.special_price));
  return { price: regular, specialPrice: special !== null && special < regular ? special : null, specialFromDate: day(doc.special_from_date), specialToDate: day(doc.special_to_date) };
}

type StockFields = Pick<ProductDocument, "stock" | "product_delivery_time" | "product_sale_status" | "product_restock_date" | "product_supplier_delivery_from" | "product_supplier_delivery_to">;

export function toStock(doc: StockFields): StockData {
  const qty = number(doc.stock?.qty);
  const days = number(doc.product_delivery_time);
  const status = String(doc.product_sale_status ?? "");
  return {
    qty: Number.isFinite(qty) ? Math.max(0, Math.floor(qty)) : 0,
    isInStock: truthy(doc.stock?.is_in_stock ?? null),
    deliveryDays: Number.isInteger(days) && days >= 0 ? days : DEFAULT_DELIVERY_DAYS,
    saleStatus: SALE_STATUSES.has(status) ? (status as StockData["saleStatus"]) : "active",
    plannedRestock: day(doc.product_restock_date),
    supplierDelivery: supplierWindow(day(doc.product_supplier_delivery_from), day(doc.product_supplier_delivery_to)),
  };
}

const supplierWindow = (from: string | null, to: string | null) => (from && to ? { from, to } : null);

/** Option id → label of the attributes the shop shows by label (brand, colour, material). */
export type AttributeLabels = Record<string, Record<string, string>>;

export const labelOf = (labels: AttributeLabels, code: string, value: unknown) => {
  const first = Array.isArray(value) ? value[0] : typeof value === "string" ? value.split(",")[0] : value;
  return first === undefined || first === null || first === "" ? "" : (labels[code]?.[String(first)] ?? String(first));
};

/** A list tile; null (and logged) for a product the shop cannot sell right: no price, or a type it does not know. */
export function toSummary(doc: ProductDocument, labels: AttributeLabels): ProductSummary | null {
  const price = toPrice(doc);
  if (!price || !PRODUCT_TYPES.has(doc.type_id)) {
    console.warn(`upstream catalog: skipping ${doc.sku}: ${price ? `unknown type ${doc.type_id}` : "no price"}`);
    return null;
  }
  return {
    id: number(doc.id),
    sku: doc.sku,
    typeId: doc.type_id as ProductType,
    name: doc.name ?? doc.sku,
    brand: labelOf(labels, "brand", doc.brand),
    slug: doc.url_key ?? shopPath(doc.url_path),
    price,
    // vue-storefront-api keeps no price history: the lowest price of 30 days is the current one.
    priceHistory: [],
    stock: toStock(doc),
    photo: photoOf(doc),
  };
}

/** A product's or variant's main photo: its `image`, else its `small_image` (Magento's "no_selection" is none). */
export function photoOf(doc: { [field: string]: unknown }): string | null {
  return photoPathOf(doc.image) ?? photoPathOf(doc.small_image);
}

/** A product's photos in gallery order: the main photo first, then its gallery's images (not videos) by position. */
export function photosOf(doc: ProductDocument): string[] {
  const gallery = (doc.media_gallery ?? [])
    .filter((entry) => (entry.typ ?? "image") === "image")
    .sort((a, b) => (number(a.pos) || 0) - (number(b.pos) || 0))
    .flatMap((entry) => photoPathOf(entry.image) ?? []);
  return [...new Set([photoOf(doc) ?? [], gallery].flat())];
}

export function toConfigurableOptions(doc: ProductDocument): ConfigurableOption[] {
  return (doc.configurable_options ?? []).map((option) => ({
    code: option.attribute_code,
    values: (option.values ?? []).map((value) => ({ value: String(value.value_index), label: value.label ?? String(value.value_index), swatch: null })),
  }));
}

/** Variants with a price; each names its value of every configurable attribute. */
export function toChildren(doc: ProductDocument): ConfigurableChild[] {
  const codes = (doc.configurable_options ?? []).map((option) => option.attribute_code);
  return (doc.configurable_children ?? []).flatMap((child) => {
    const price = toPrice(child);
    if (!price) return [];
    const attributes = Object.fromEntries(codes.filter((code) => child[code] !== undefined && child[code] !== null).map((code) => [code, String(child[code])]));
    return [{ id: number(child.id), sku: child.sku, status: number(child.status ?? 1), price, priceHistory: [], stock: toStock(child), attributes, photo: photoOf(child) }];
  });
}

const CUSTOM_OPTION_TYPES = new Set<string>(["field", "radio", "drop_down", "checkbox"]);

export function toCustomOptions(doc: ProductDocument): CustomOption[] {
  return (doc.custom_options ?? [])
    .filter((option) => CUSTOM_OPTION_TYPES.has(option.type ?? ""))
    .map((option) => ({
      id: number(option.option_id),
      title: option.title ?? "",
      type: option.type as CustomOption["type"],
      required: truthy(option.is_require ?? null),
      values: (option.values ?? []).map((value) => ({ id: number(value.option_type_id), title: value.title ?? "", priceType: value.price_type === "percent" ? "percent" : "fixed", price: Math.max(0, number(value.price) || 0) })),
    }));
}

/** The deepest category the product sits in, with its ancestors, from the document's own category list. */
export function toCategoryTrail(doc: ProductDocument): { id: number; name: string; urlPath: string }[] {
  const categories = (doc.category ?? []).map((category) => ({ id: number(category.category_id), name: category.name ?? "", urlPath: shopPath(category.path ?? category.slug) })).filter((category) => category.urlPath);
  const deepest = categories.reduce<(typeof categories)[number] | null>((best, category) => (!best || category.urlPath.split("/").length > best.urlPath.split("/").length ? category : best), null);
  if (!deepest) return [];
  return categories.filter((category) => deepest.urlPath === category.urlPath || deepest.urlPath.startsWith(`${category.urlPath}/`)).sort((a, b) => a.urlPath.split("/").length - b.urlPath.split("/").length);
}

/** The menu's tree: active categories in the menu, in their position order. */
export function toCategoryNode(doc: CategoryDocument): CategoryNode {
  const children = (doc.children_data ?? []).filter((child) => truthy(child.is_active ?? true) && truthy(child.include_in_menu ?? true));
  children.sort((a, b) => number(a.position) - number(b.position));
  return { id: number(doc.id), parentId: Number.isFinite(number(doc.parent_id)) ? number(doc.parent_id) : null, name: doc.name ?? "", urlPath: shopPath(doc.url_path ?? doc.url_key), level: number(doc.level), children: children.map(toCategoryNode) };
}
