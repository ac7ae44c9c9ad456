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

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  careInstructions: string;
  metaTitle: string;
  metaDescription: string;
  galleryCount: number;
  visibility: number;
  status: number;
  /** Measurements in cm (weight in kg); only those the product has. */
  measurements: { code: string; value: number }[];
  /** Localized attribute labels shown as specifications. */
  attributes: { code: string; label: string }[];
}

/** What a generated placeholder image shows. */
export interface ImageSubject {
  title: string;
  caption: string;
  colour: string;
  /** How many images the subject has (a product's gallery size). */
  count: number;
}

export type ImageKind = "product" | "banner" | "category";

/** Everything the storefront reads or writes in the commerce backend goes through this port. */
export interface CommercePort {
  /** "Today" for special-price windows and price history ('YYYY-MM-DD'). */
  today(): string;
  categoryTree(store: StoreCode): Promise<CategoryNode[]>;
  productList(store: StoreCode, list: ProductList, limit: number): Promise<ProductSummary[]>;
  categoryByUrlPath(store: StoreCode, urlPath: string): Promise<Category | null>;
  categoryProducts(store: StoreCode, categoryId: number, page: { offset: number; limit: number }): Promise<ProductPage>;
  productBySku(store: StoreCode, sku: string): Promise<ProductDetail | null>;
  cmsPage(store: StoreCode, identifier: string): Promise<CmsPage | null>;
  banners(store: StoreCode): Promise<Banner[]>;
  urlRewrite(store: StoreCode, requestPath: string): Promise<UrlRewrite | null>;
  imageSubject(kind: ImageKind, key: string): Promise<ImageSubject | null>;
}
