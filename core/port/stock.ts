import type { StoreCode } from "../stores.ts";
import type { Parcel } from "../domain/shipping.ts";
import type { PriceData, ProductType } from "./catalog.ts";

export interface ShowroomStock {
  showroomId: number;
  qty: number;
}

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
  /** Its package as shipped; null when the catalog does not know it. */
  parcel: Parcel | null;
}

/** Stock per sku, online and in the showrooms. */
export interface StockPort {
  /** Stock and price of the given skus in a store; unknown skus are left out. */
  stockItems(store: StoreCode, skus: string[]): Promise<StockItem[]>;
  showroomStock(sku: string): Promise<ShowroomStock[]>;
}
