import type { Facet } from "../domain/listing.ts";
import type { ListingQuery } from "../domain/listing-query.ts";
import type { StoreCode } from "../stores.ts";

/** Raw price data of a product in one store, tax included (SPEC §3 price fields). */
export interface PriceData {
  price: number;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
}

export interface PricePoint {
  date: string;
  price: number;
}

export interface StockData {
  qty: number;
  isInStock: boolean;
  deliveryDays: number;
  saleStatus: "active" | "discontinued" | "sold_out_season" | "order_only";
  /** The day stock is planned back (ISO); null or absent: none planned. */
  plannedRestock?: string | null;
  /** The supplier's delivery window (ISO days); null or absent: none promised. */
  supplierDelivery?: { from: string; to: string } | null;
}

export type ProductType = "simple" | "configurable" | "grouped" | "bundle";

/**
 * What a product tile in a list needs. Pictures are addressed by sku, or by the catalog's photo path (the app
 * owns media URLs).
 */
export interface ProductSummary {
  id: number;
  sku: string;
  typeId: ProductType;
  name: string;
  brand: string;
  /** The product's url key in the store. */
  slug: string;
  price: PriceData;
  priceHistory: PricePoint[];
  stock: StockData;
  /** The catalog's own photo of the product, a path on its media host (`/w/s/ws10.jpg`); null: the shop draws it. */
  photo: string | null;
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
  level: number;
  children: CategoryNode[];
}

export type ProductList = "new" | "bestsellers";

export interface Category {
  id: number;
  name: string;
  urlPath: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  /** Ancestors from the top level down, excluding the category itself. */
  ancestors: { id: number; name: string; urlPath: string }[];
}

/**
 * The same entity's key in every store that has it: a product's url key, a category's url_path,
 * a CMS page's identifier. The app turns them into hrefs (hreflang, sitemaps).
 */
export type StoreSlugs = Partial<Record<StoreCode, string>>;

export interface ConfigurableChild {
  id: number;
  sku: string;
  status: number;
  price: PriceData;
  priceHistory: PricePoint[];
  stock: StockData;
  /** Attribute code → option value, e.g. { color: "grey", size: "3-sits" }. */
  attributes: Record<string, string>;
  /** The variant's own photo (its colour), shown first when it is chosen; null: its parent's pictures. */
  photo: string | null;
}

export interface ConfigurableOption {
  code: string;
  /** Value → localized label, in display order. */
  values: { value: string; label: string; swatch: string | null }[];
}

export interface LinkedProduct {
  product: ProductSummary;
  qty: number;
  isDefault: boolean;
}

/** One part a bundle option offers; `id` is the selection's own id (Magento's `product_links[].id`), which a cart line's choice names. */
export interface BundleSelection extends LinkedProduct {
  id: number;
}

export interface BundleOption {
  id: number;
  title: string;
  required: boolean;
  type: string;
  selections: BundleSelection[];
}

export interface CustomOptionValue {
  id: number;
  title: string;
  priceType: "fixed" | "percent";
  /** Fixed: amount in the store's currency, tax included; percent: of the product price. */
  price: number;
}

export interface CustomOption {
  id: number;
  title: string;
  type: "field" | "radio" | "drop_down" | "checkbox";
  required: boolean;
  values: CustomOptionValue[];
}

/** The choices a product offers when it is put into a cart. */
export type ProductOptions = Pick<ProductDetail, "bundleOptions" | "customOptions">;

/**
 * What a catalog query decides on, for many products at once (the Vue Storefront catalog route filters,
 * sorts and counts these before it reads the page's details): a product's summary, its status and
 * visibility, its own categories and breadcrumb trail, and its variants' prices, stock and option values.
 * A ProductDetail carries every fact.
 */
export interface ProductFacts extends ProductSummary {
  /** A variant's configurable product; null for a product of its own. */
  parentId: number | null;
  status: number;
  visibility: number;
  /** Every category the product belongs to (a variant: its parent's), not their ancestors. */
  categoryIds: number[];
  /** The deepest category the product sits in, with its ancestors, for breadcrumbs. */
  categoryTrail: { id: number; name: string; urlPath: string }[];
  /** A configurable product's option codes, in order. */
  configurableOptions: Pick<ConfigurableOption, "code">[];
  children: Pick<ConfigurableChild, "id" | "sku" | "status" | "price" | "stock" | "attributes">[];
}

export interface ProductDetail extends ProductFacts {
  description: string;
  careInstructions: string;
  metaTitle: string;
  metaDescription: string;
  galleryCount: number;
  /** The catalog's own photos, in gallery order (paths on its media host); empty: the shop draws `galleryCount` pictures. */
  photos: string[];
  articleNumber: string;
  series: string | null;
  collection: string | null;
  /** The url paths of the product's brand and collection pages in the store, where it has them. */
  brandPath: string | null;
  collectionPath: string | null;
  /** The shipping package's outer measures in cm, where the catalog records all three. */
  packageCm: { width: number; height: number; depth: number } | null;
  /** Measurements in cm (weight in kg); only those the product has. */
  measurements: { code: string; value: number }[];
  /** Localized attribute labels shown as specifications. */
  attributes: { code: string; label: string }[];
  configurableOptions: ConfigurableOption[];
  children: ConfigurableChild[];
  groupedItems: LinkedProduct[];
  bundleOptions: BundleOption[];
  customOptions: CustomOption[];
  /** The product's url key in every store that sells it. */
  slugs: StoreSlugs;
}

/** What a listing covers: a category with its descendants, or the products a search finds. */
export type ListingScope = { kind: "category"; categoryId: number } | { kind: "search"; terms: string[] };

/** Rows of a listing by position, for callers that page by start and size (the search API) rather than by page. */
export interface ListingWindow {
  offset: number;
  limit: number;
}

/** A listing for a query (app/domain/listing.ts applyListing): the query with values the scope lacks dropped. */
export interface ListingResult {
  query: ListingQuery;
  total: number;
  /** The window's products, in order. */
  ids: number[];
  facets: Facet[];
}

/** Labels of filter values per filter code: value → label. */
export type FilterLabels = Record<string, Record<string, string>>;

/** One indexable page of a store, with the same page's keys in the other stores. */
export type SitemapEntry =
  | { type: "product"; sku: string; slugs: StoreSlugs }
  /** A product's reviews page: listed where the product has approved reviews in the store. */
  | { type: "product-reviews"; sku: string; slugs: StoreSlugs }
  | { type: "category" | "cms"; slugs: StoreSlugs };

/** What a path below the store prefix resolves to (SPEC §2 route resolution). */
export type ProductLocation = { sku: string; slug: string; parentSku: string | null; parentSlug: string | null };

/**
 * What a product looks like, as the catalog records it: the facts its generated pictures are drawn from.
 * `kind` names the piece of furniture (sofa, corner_sofa, dining_chair, parasol, ...).
 */
export interface ProductLook {
  kind: string;
  /** Colour code and its swatch (#rrggbb). */
  colour: string | null;
  swatch: string | null;
  material: string | null;
  tabletop: string | null;
  form: string | null;
  function: string | null;
  size: string | null;
}

/** A product's pictures: one piece, or the parts of a set (`set` names the set's kind); `count` gallery images. */
export interface ImageSubject {
  /** Whose pictures these are: a variant's are its parent's, so every colour is shown in the same scene. */
  key: string;
  set: string | null;
  parts: { look: ProductLook; qty: number }[];
  count: number;
}

export type ImageKind = "product" | "banner" | "category" | "scene";

/** Products, categories, listings and their images. */
export interface CatalogPort {
  /** "Today" for special-price windows and price history ('YYYY-MM-DD'). */
  today(): string;
  categoryTree(store: StoreCode): Promise<CategoryNode[]>;
  productList(store: StoreCode, list: ProductList, limit: number): Promise<ProductSummary[]>;
  categoryByUrlPath(store: StoreCode, urlPath: string): Promise<Category | null>;
  /** A category by url_key or numeric id, for the /c/{slug} route form. */
  categoryBySlug(store: StoreCode, slug: string): Promise<Category | null>;
  /** The category's url_path in every store. */
  categorySlugs(categoryId: number): Promise<StoreSlugs>;
  /** A category's active children in their order, in the menu or not (the brands and collections indexes list theirs). */
  categoryChildren(store: StoreCode, categoryId: number): Promise<{ id: number; name: string; urlPath: string }[]>;
  /** A category's listing (the category and its descendants) filtered, counted, sorted and paged. */
  listing(store: StoreCode, scope: ListingScope & { kind: "category" }, query: ListingQuery): Promise<ListingResult>;
  filterLabels(store: StoreCode): Promise<FilterLabels>;
  /** The best-selling pieces of a category: the ones its picture (`/media/category/{id}`) shows. */
  featuredProducts(store: StoreCode, categoryId: number, limit: number): Promise<ProductSummary[]>;
  /** Summaries of the given products, in the given order; unknown or broken ones are left out. */
  productSummaries(store: StoreCode, ids: number[]): Promise<ProductSummary[]>;
  /** The same by sku (wishlists, comparisons and recently viewed products keep skus), in the order given. */
  productSummariesBySku(store: StoreCode, skus: string[]): Promise<ProductSummary[]>;
  productBySku(store: StoreCode, sku: string): Promise<ProductDetail | null>;
  /** Many products' details in one read (a fixed number of queries, whatever the count), in the order given; unknown skus are left out. */
  productsBySku(store: StoreCode, skus: string[]): Promise<ProductDetail[]>;
  /** Many products' facts in one read, any status, in the order given; unknown skus are left out. */
  productFacts(store: StoreCode, skus: string[]): Promise<ProductFacts[]>;
  /** Only the custom and bundle options of a product, for pricing a cart line's choice. */
  productOptions(store: StoreCode, sku: string): Promise<ProductOptions | null>;
  productByUrlPath(store: StoreCode, urlPath: string): Promise<ProductLocation | null>;
  relatedProducts(store: StoreCode, productId: number, limit: number): Promise<ProductSummary[]>;
  sitemap(store: StoreCode): Promise<SitemapEntry[]>;
  /**
   * What the pictures of a product (by sku; `colour` picks a configurable product's variant), a banner or a
   * category (by id, showing some of the products it leads to) are drawn from.
   */
  imageSubject(kind: ImageKind, key: string, colour?: string): Promise<ImageSubject | null>;
}

/** A change to a product's data; every field is optional, at least one is given. */
export interface ProductChange {
  /** New regular price, tax included, in the store's currency. */
  price?: { store: StoreCode; amount: number };
  stock?: { qty: number; isInStock: boolean };
  /** 1 enabled, 2 disabled. */
  status?: 1 | 2;
  addToCategories?: number[];
  removeFromCategories?: number[];
}

/** What a change touched: the products and categories whose pages show it. */
export interface ChangeResult {
  sku: string;
  /** Every sku the change wrote: a configurable product's price goes to its variants too. */
  changed: string[];
  productIds: number[];
  categoryIds: number[];
  /** The product's listability changed, so the sitemaps did too. */
  sitemap: boolean;
}

/** A change that names something the catalog does not have (notFound), or one it cannot take: nothing is changed. */
export type ChangeRefused = { ok: false; field: "sku" | "addToCategories" | "removeFromCategories" | "stock"; message: string; notFound?: true };

/** Operators' catalog changes (the ops API and `npm run catalog:update`). */
export interface CatalogAdminPort {
  /** Applies a catalog change, all of it or (for an unknown sku or category) none. */
  updateProduct(sku: string, change: ProductChange): Promise<({ ok: true } & ChangeResult) | ChangeRefused>;
}
