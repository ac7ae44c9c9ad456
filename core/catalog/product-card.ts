import type { ProductSummary } from "../port/index.ts";
import { priceDisplay } from "../domain/price.ts";
import { stockBadge, type StockBadge } from "../domain/stock.ts";
import type { StoreView } from "../stores.ts";
import { productHref } from "./hrefs.ts";
import type { Picture } from "./images.ts";
import { productImage } from "./photos.ts";

/** A product tile as the browser receives it: prices already resolved for today. */
export interface ProductCardView {
  id: number;
  sku: string;
  name: string;
  brand: string;
  href: string;
  image: Picture;
  price: ReturnType<typeof priceDisplay>;
  stock: StockBadge;
}

/** `colour`: a colour the shopper filters by, so a product sold in several colours shows that one. */
export function toProductCardView(product: ProductSummary, store: StoreView, today: string, colour?: string): ProductCardView {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    href: productHref(store, product.sku, product.slug),
    image: productImage("card", product, { colour: product.typeId === "configurable" ? colour : undefined }),
    price: priceDisplay(product.price, product.priceHistory, today),
    stock: stockBadge(product.stock, "list", today),
  };
}
