import type { ProductDetail } from "../port/index.ts";
import { bundleComplete } from "../domain/bundle-price.ts";
import { buyBox, setStock, type AvailabilityInput } from "../domain/stock.ts";

type Stocked = Pick<ProductDetail, "typeId" | "stock" | "children" | "groupedItems" | "bundleOptions">;

/**
 * The stock a product page states for the product as a whole: a set is as available as its scarcest
 * item (its own stock row says nothing about its parts); a bundle missing a required part (none of
 * its parts can be sold) is sold out.
 */
export function pageStock(product: Omit<Stocked, "typeId" | "children">): AvailabilityInput {
  if (product.groupedItems.length > 0) return setStock(product.groupedItems.map((i) => ({ perSet: i.qty, stock: i.product.stock })));
  return bundleComplete(product.bundleOptions) ? product.stock : { ...product.stock, qty: 0, isInStock: false };
}

/** Whether the product's page offers it to the cart now: for a configurable product, any enabled variant the cart takes. */
export function sellableNow(product: Stocked): boolean {
  if (product.typeId === "configurable") return product.children.some((c) => c.status < 2 && buyBox(c.stock).kind === "buy");
  return buyBox(pageStock(product)).kind === "buy";
}
