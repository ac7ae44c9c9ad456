import type { ChosenOptions, OptionLabel } from "../domain/cart-options.ts";
import type { Refusal } from "../domain/refusal.ts";
import type { AppliedFee, ChosenFee } from "../domain/extra-fees.ts";
import type { ChosenPickupPoint } from "../domain/pickup-points.ts";
import type { StoreCode } from "../stores.ts";
import type { BillingAddress } from "../domain/billing-address.ts";

/** An order as the backend receives it: quantities and choices only — every price is the backend's own. */
export interface OrderInput {
  idempotencyKey: string;
  cartId: string;
  /** The backend cart the order is taken from when it is not `cartId` (an order queued offline is put into a cart of its own first). */
  sourceCartId?: string;
  /** The signed-in customer placing it (their order history lists it); null for a guest. */
  customerId?: number | null;
  store: StoreCode;
  /** Lines with custom options or bundle selections carry the choice; the backend prices it. */
  lines: { sku: string; qty: number; options?: ChosenOptions | null }[];
  couponCode: string | null;
  customer: { type: "private" | "business"; email: string; firstname: string; lastname: string; phone: string; company: string | null; taxId: string | null };
  /** `apartment`: SPEC §3 apartmentNumber, optional ("lgh 1101", "3. th."). */
  shippingAddress: { street: string; apartment?: string | null; zipCode: string; city: string; country: string };
  /** SPEC §3 paymentDetails: where the bill goes when it is not the delivery address (separateBillingAddress); null or absent: the delivery address. */
  billingAddress?: BillingAddress | null;
  shippingMethod: string;
  /** The booked day and timeslot of a home delivery; null for other shipping methods. */
  deliverySlot: { date: string; timeslot: string } | null;
  /** The carrier's pickup point of a pickup-point delivery (the checkout checked it exists); null otherwise. */
  pickupPoint?: ChosenPickupPoint | null;
  paymentMethod: string;
  /** The payment provider's reference (an approved invoice's number); none for payment on delivery. */
  paymentReference?: string | null;
  /** Extra fees asked for (carry-in, assembly...): the backend prices them; a fee the delivery does not offer is not charged. */
  fees?: ChosenFee[];
  newsletter: boolean;
  partialDelivery: boolean;
  /** For an order already paid: the amount paid (minor units); a different total is refused. */
  expectedGrandTotalMinor?: number;
  /** For an order queued offline: the total the shopper agreed to (minor units); a different total now is refused as price_changed. */
  quotedGrandTotalMinor?: number;
  /** The fingerprint of the request asking for it (core/domain/request-fingerprint.ts, decision 0032): kept with the key, so the key sent again with another body is refused. */
  requestFingerprint?: string | null;
}

export interface PlacedOrder {
  incrementId: string;
  /** The cart it was placed from: only that cart's holder may read the order by its number. */
  cartId: string;
  store: StoreCode;
  /** SPEC §3 "Order": active until invoiced or delivered. */
  status: "active" | "invoiced" | "delivered";
  currency: string;
  grandTotal: number;
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  paymentMethod: string;
  shippingMethod: string;
  email: string;
  /** Who receives it, and where: the receipt shows both. */
  recipient: { firstname: string; lastname: string; company: string | null };
  shippingAddress: OrderInput["shippingAddress"];
  /** The billing address when it is not the delivery address; null when it is. */
  billingAddress: BillingAddress | null;
  createdAt: string;
  deliverySlot: { date: string; timeslot: string } | null;
  pickupPoint: ChosenPickupPoint | null;
  /** A home delivery's booking link (/bokning/:shipmentNumber), mailed with the confirmation, and its last day. */
  booking: { shipmentNumber: string; lastDay: string } | null;
  /** The payment provider's reference: an approved invoice's number. */
  paymentReference: string | null;
  /** Extra fees bought with the delivery, as priced then, and their sum (SPEC §3 "additional fee", in grandTotal). */
  fees: AppliedFee[];
  feesInclTax: number;
  items: { sku: string; name: string; qty: number; unitPriceInclTax: number; rowTotalInclTax: number; options: OptionLabel[] }[];
  /** Product ids whose stock changed, for cache purges. */
  productIds: number[];
  /** The fingerprint of the request that placed it (decision 0032); null for an order placed before fingerprints, or by no request of a client (a paid hosted checkout). */
  requestFingerprint?: string | null;
}

/**
 * Why no order was placed, as a refusal (core/domain/refusal.ts) where the backend decides it: the API
 * answers its English, pages say it in the store's language. `reason` is what a caller acts on.
 */
export type OrderOutcome =
  | { ok: true; order: PlacedOrder; replayed: boolean }
  | { ok: false; reason: "out_of_stock"; lines: { sku: string; available: number }[] }
  /** A definite refusal of the order (a rule, the backend's own no): nothing was placed, the key may be sent again. */
  | { ok: false; reason: "invalid"; field: string; refusal: Refusal }
  /** A queued order would now cost `grandTotal`, not what the shopper agreed to: they confirm first. */
  | { ok: false; reason: "price_changed"; grandTotal: number; quotedGrandTotal: number }
  /** Another order is being placed from this cart right now. */
  | { ok: false; reason: "busy"; refusal: Refusal }
  /**
   * This very order (its key) was sent to the backend and its answer is still out, or (`settled`) never
   * came: it is not sent again, so it is never placed twice; the backend alone knows whether it was placed.
   */
  | { ok: false; reason: "pending"; settled: boolean; refusal: Refusal }
  /** The idempotency key was used by another cart's order. */
  | { ok: false; reason: "key_reused"; refusal: Refusal }
  /** The idempotency key placed an order from another request (other lines, store, total...): nothing new was placed, and the first order is not answered as if it were this one. */
  | { ok: false; reason: "key_changed"; firstUse: { at: string; incrementId: string }; refusal: Refusal }
  /** The key's order was queued offline, then cancelled by the shopper (withdrawn): it is never placed. */
  | { ok: false; reason: "withdrawn"; refusal: Refusal };

/**
 * Withdrawing an order queued offline that the shopper cancels (its send may have reached the server
 * unanswered): either it was placed already, or its key never places an order from now on.
 */
export type WithdrawOutcome =
  | { ok: true }
  | { ok: false; reason: "placed"; order: PlacedOrder }
  /** Not a key an order queued offline can have (a paid order's). */
  | { ok: false; reason: "invalid"; refusal: Refusal }
  /** Sent to the backend without a known outcome (see OrderOutcome "pending"): it may have been placed. */
  | { ok: false; reason: "pending"; settled: boolean; refusal: Refusal }
  | { ok: false; reason: "key_reused"; refusal: Refusal };

/** Orders: placed once per idempotency key (prices recomputed, stock taken atomically), then read back. */
export interface OrdersPort {
  place(order: OrderInput): Promise<OrderOutcome>;
  byIncrementId(incrementId: string): Promise<PlacedOrder | null>;
  byIdempotencyKey(key: string): Promise<PlacedOrder | null>;
  /**
   * What an earlier submission of this key left, read without sending anything: its order (or key_reused
   * when another cart placed it), withdrawn, on its way or sent without an answer ("pending"); null when
   * the key has placed nothing and may be sent (never sent, or definitely refused).
   */
  earlier(order: Pick<OrderInput, "idempotencyKey" | "cartId">): Promise<OrderOutcome | null>;
  /** Withdraws the order of `key` filed under `cartId` unless it is placed; withdrawn twice is still withdrawn. */
  withdraw(key: string, cartId: string): Promise<WithdrawOutcome>;
}
