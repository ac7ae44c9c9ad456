import type { ProductDetail } from "../../worker/commerce/port.ts";
import { availabilityLabel, stockBadge } from "../domain/stock.ts";
import { priceDisplay } from "../domain/price.ts";
import { productImageUrls } from "./images.ts";

export function toProductView(product: ProductDetail, today: string) {
  const price = priceDisplay(product.price, product.priceHistory, today);
  return {
    id: product.id,
    sku: product.sku,
    typeId: product.typeId,
    name: product.name,
    brand: product.brand,
    slug: product.slug,
    description: product.description,
    careInstructions: product.careInstructions,
    images: productImageUrls(product.sku, product.galleryCount),
    price,
    /** The last day of a running offer, when it has one. */
    offerEndsOn: price.special !== null ? product.price.specialToDate : null,
    stock: stockBadge(product.stock, "page"),
    availability: availabilityLabel(product.stock, "page"),
    measurements: product.measurements,
    attributes: product.attributes,
  };
}

export type ProductView = ReturnType<typeof toProductView>;
