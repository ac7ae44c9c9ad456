import type { ProductSummary } from "../../worker/commerce/port.ts";
import { priceDisplay } from "../domain/price.ts";
import { stockBadge, type StockBadge } from "../domain/stock.ts";
import { storePath, type StoreView } from "../stores.ts";

/** A product tile as the browser receives it: prices already resolved for today. */
export interface ProductCardView {
  id: number;
  sku: string;
  name: string;
  brand: string;
  href: string;
  imageUrl: string;
  price: ReturnType<typeof priceDisplay>;
  stock: StockBadge;
}

/** /p/{parentSku}/{slug}, or a variant's /p/{parentSku}/{slug}/{childSku}, in the store. */
export function productHref(store: Pick<StoreView, "urlPrefix">, sku: string, slug: string, childSku?: string | null): string {
  return storePath(store, `/p/${encodeURIComponent(sku)}/${encodeURIComponent(slug)}${childSku ? `/${encodeURIComponent(childSku)}` : ""}`);
}

export function toProductCardView(product: ProductSummary, store: StoreView, today: string): ProductCardView {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    href: productHref(store, product.sku, product.slug),
    imageUrl: product.imageUrl,
    price: priceDisplay(product.price, product.priceHistory, today),
    stock: stockBadge(product.stock, "list"),
  };
}
