/**
 * The commerce port: the one seam between the storefront and any backend, split by capability.
 * `app/` imports this folder and nothing else from `worker/`; an adapter implements `Commerce`
 * from these types alone (the D1 one: D1, Durable Objects and a payment provider).
 */
import type { CartPort } from "./cart.ts";
import type { CatalogAdminPort, CatalogPort } from "./catalog.ts";
import type { HostedCheckoutPort } from "./checkout.ts";
import type { ContentPort } from "./content.ts";
import type { CustomersPort, NewsletterPort } from "./customers.ts";
import type { DeliveryPort } from "./delivery.ts";
import type { EditorialPort } from "./editorial.ts";
import type { InvoicePort } from "./invoice.ts";
import type { OrdersPort } from "./orders.ts";
import type { ReviewsPort } from "./reviews.ts";
import type { SearchPort } from "./search.ts";
import type { StockPort } from "./stock.ts";

export type * from "./cart.ts";
export type * from "./catalog.ts";
export type * from "./checkout.ts";
export type * from "./content.ts";
export type * from "./customers.ts";
export type * from "./delivery.ts";
export type * from "./editorial.ts";
export type * from "./invoice.ts";
export type * from "./orders.ts";
export type * from "./reviews.ts";
export type * from "./search.ts";
export type * from "./site-content.ts";
export type * from "./stock.ts";

export interface Commerce {
  catalog: CatalogPort;
  stock: StockPort;
  content: ContentPort;
  editorial: EditorialPort;
  reviews: ReviewsPort;
  search: SearchPort;
  carts: CartPort;
  orders: OrdersPort;
  delivery: DeliveryPort;
  /** The invoice (buy now, pay later) provider's credit decisions. */
  invoice: InvoicePort;
  hostedCheckout: HostedCheckoutPort;
  customers: CustomersPort;
  newsletter: NewsletterPort;
  admin: CatalogAdminPort;
}
