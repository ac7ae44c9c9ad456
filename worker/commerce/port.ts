import type { ChosenOptions, OptionLabel } from "../../app/domain/cart-options.ts";
import type { StoreCode } from "../../app/stores.ts";

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
}

export type ProductType = "simple" | "configurable" | "grouped" | "bundle";

/** What a product tile in a list needs. */
export interface ProductSummary {
  id: number;
  sku: string;
  typeId: ProductType;
  name: string;
  brand: string;
  slug: string;
  imageUrl: string;
  price: PriceData;
  priceHistory: PricePoint[];
  stock: StockData;
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
  level: number;
  children: CategoryNode[];
}

export interface CmsPage {
  id: number;
  identifier: string;
  pageKey: string;
  title: string;
  content: string;
  pageLayout: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
}

export interface Banner {
  id: number;
  kind: "head" | "banner";
  title: string;
  subtitle: string;
  link: string;
  imageUrl: string;
}

export interface UrlRewrite {
  targetPath: string;
  redirectCode: 301 | 302;
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

/** Store-prefixed paths of the same entity in every store, for hreflang. */
export type StoreAlternates = Partial<Record<StoreCode, string>>;

export interface ConfigurableChild {
  id: number;
  sku: string;
  status: number;
  price: PriceData;
  priceHistory: PricePoint[];
  stock: StockData;
  /** Attribute code → option value, e.g. { color: "grey", size: "3-sits" }. */
  attributes: Record<string, string>;
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

export interface BundleOption {
  id: number;
  title: string;
  required: boolean;
  type: string;
  selections: LinkedProduct[];
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

export interface ProductDetail extends ProductSummary {
  parentId: number | null;
  description: string;
  careInstructions: string;
  metaTitle: string;
  metaDescription: string;
  galleryCount: number;
  visibility: number;
  status: number;
  articleNumber: string;
  series: string | null;
  collection: string | null;
  /** Measurements in cm (weight in kg); only those the product has. */
  measurements: { code: string; value: number }[];
  /** Localized attribute labels shown as specifications. */
  attributes: { code: string; label: string }[];
  configurableOptions: ConfigurableOption[];
  children: ConfigurableChild[];
  groupedItems: LinkedProduct[];
  bundleOptions: BundleOption[];
  customOptions: CustomOption[];
  /** Every category the product belongs to. */
  categoryIds: number[];
  /** The deepest category the product sits in, with its ancestors, for breadcrumbs. */
  categoryTrail: { id: number; name: string; urlPath: string }[];
  alternates: StoreAlternates;
}

/** What the category listing filters, counts and sorts on (see app/domain/listing.ts). */
export interface ListingEntry {
  id: number;
  values: Partial<Record<"brand" | "material" | "tabletop_material" | "form" | "function" | "showroom" | "campaign" | "collection" | "color" | "size", string[]>>;
  price: PriceData;
  inStock: boolean;
  createdAt: string;
  position: number;
  salesCount: number;
}

/** Labels of filter values per filter code: value → label. */
export type FilterLabels = Record<string, Record<string, string>>;

export interface ReviewSummary {
  count: number;
  average: number | null;
  latest: { id: number; displayName: string; title: string; content: string; score: number; verifiedBuyer: boolean; createdAt: string }[];
}

export interface ShowroomStock {
  showroomId: number;
  qty: number;
}

export interface SitemapEntry {
  path: string;
  alternates: StoreAlternates;
}

/** What a path below the store prefix resolves to (SPEC §2 route resolution). */
export type ProductLocation = { sku: string; slug: string; parentSku: string | null; parentSlug: string | null };

/** What a generated placeholder image shows. */
export interface ImageSubject {
  title: string;
  caption: string;
  colour: string;
  /** How many images the subject has (a product's gallery size). */
  count: number;
}

export type ImageKind = "product" | "banner" | "category";

/** What the cart and the stock API need to know about one sku. */
export interface StockItem {
  productId: number;
  sku: string;
  name: string;
  typeId: ProductType;
  status: number;
  qty: number;
  isInStock: boolean;
  /** Null when the store has no usable price for it. */
  price: PriceData | null;
  /** Custom options or bundle selections to choose when adding it to a cart. */
  hasOptions: boolean;
}

/** An order as the backend receives it: quantities and choices only — every price is the backend's own. */
export interface OrderInput {
  idempotencyKey: string;
  cartId: string;
  store: StoreCode;
  /** Lines with custom options or bundle selections carry the choice; the backend prices it. */
  lines: { sku: string; qty: number; options?: ChosenOptions | null }[];
  couponCode: string | null;
  customer: { type: "private" | "business"; email: string; firstname: string; lastname: string; phone: string; company: string | null; taxId: string | null };
  shippingAddress: { street: string; zipCode: string; city: string; country: string };
  shippingMethod: string;
  /** The booked day and timeslot of a home delivery; null for other shipping methods. */
  deliverySlot: { date: string; timeslot: string } | null;
  paymentMethod: string;
  newsletter: boolean;
  partialDelivery: boolean;
  /** For an order already paid: the amount paid (minor units); a different total is refused. */
  expectedGrandTotalMinor?: number;
}

export interface PlacedOrder {
  incrementId: string;
  store: StoreCode;
  currency: string;
  grandTotal: number;
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  paymentMethod: string;
  shippingMethod: string;
  email: string;
  createdAt: string;
  deliverySlot: { date: string; timeslot: string } | null;
  items: { sku: string; name: string; qty: number; unitPriceInclTax: number; rowTotalInclTax: number; options: OptionLabel[] }[];
  /** Product ids whose stock changed, for cache purges. */
  productIds: number[];
}

export type OrderOutcome =
  | { ok: true; order: PlacedOrder; replayed: boolean }
  | { ok: false; reason: "out_of_stock"; lines: { sku: string; available: number }[] }
  | { ok: false; reason: "invalid"; field: string; message: string };

/** A customer account created at checkout; the password arrives hashed. */
export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  store: StoreCode;
  passwordHash: string;
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

/** What a change touched, as the cache tags of the pages that show it. */
export interface ChangeResult {
  sku: string;
  tags: string[];
}

/** Everything the storefront reads or writes in the commerce backend goes through this port. */
export interface CommercePort {
  /** "Today" for special-price windows and price history ('YYYY-MM-DD'). */
  today(): string;
  categoryTree(store: StoreCode): Promise<CategoryNode[]>;
  productList(store: StoreCode, list: ProductList, limit: number): Promise<ProductSummary[]>;
  categoryByUrlPath(store: StoreCode, urlPath: string): Promise<Category | null>;
  /** A category by url_key or numeric id, for the /c/{slug} route form. */
  categoryBySlug(store: StoreCode, slug: string): Promise<Category | null>;
  categoryAlternates(categoryId: number): Promise<StoreAlternates>;
  /** Every listable product of a category and its descendants. */
  categoryListing(store: StoreCode, categoryId: number): Promise<ListingEntry[]>;
  filterLabels(store: StoreCode): Promise<FilterLabels>;
  /** Summaries of the given products, in the given order; unknown or broken ones are left out. */
  productSummaries(store: StoreCode, ids: number[]): Promise<ProductSummary[]>;
  productBySku(store: StoreCode, sku: string): Promise<ProductDetail | null>;
  /** Only the custom and bundle options of a product, for pricing a cart line's choice. */
  productOptions(store: StoreCode, sku: string): Promise<ProductOptions | null>;
  productByUrlPath(store: StoreCode, urlPath: string): Promise<ProductLocation | null>;
  relatedProducts(store: StoreCode, productId: number, limit: number): Promise<ProductSummary[]>;
  showroomStock(sku: string): Promise<ShowroomStock[]>;
  reviewSummary(store: StoreCode, productId: number): Promise<ReviewSummary>;
  cmsAlternates(page: Pick<CmsPage, "pageKey" | "identifier">): Promise<StoreAlternates>;
  sitemap(store: StoreCode): Promise<SitemapEntry[]>;
  /** Stock and price of the given skus in a store; unknown skus are left out. */
  stockItems(store: StoreCode, skus: string[]): Promise<StockItem[]>;
  placeOrder(order: OrderInput): Promise<OrderOutcome>;
  orderByIncrementId(incrementId: string): Promise<PlacedOrder | null>;
  orderByIdempotencyKey(key: string): Promise<PlacedOrder | null>;
  customerExists(email: string): Promise<boolean>;
  /** False when an account with this email exists already. */
  createCustomer(customer: NewCustomer): Promise<boolean>;
  /** Applies a catalog change; null when the sku is unknown. */
  updateProduct(sku: string, change: ProductChange): Promise<ChangeResult | null>;
  cmsPage(store: StoreCode, identifier: string): Promise<CmsPage | null>;
  banners(store: StoreCode): Promise<Banner[]>;
  urlRewrite(store: StoreCode, requestPath: string): Promise<UrlRewrite | null>;
  imageSubject(kind: ImageKind, key: string): Promise<ImageSubject | null>;
}
