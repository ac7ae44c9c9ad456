import type { FieldError } from "../domain/checkout-validation.ts";
import type { DeclineReason } from "../domain/invoice-credit.ts";
import type { Refusal } from "../domain/refusal.ts";
import type { StoreCode } from "../stores.ts";
import type { OrderInput, OrderOutcome, PlacedOrder } from "./orders.ts";

/**
 * "Create an account with my details": the password as typed (validated by the SPEC §5 policy),
 * then hashed before it is kept anywhere (a hosted checkout keeps the request until payment).
 * An email that has an account already is never refused (that would tell anyone which emails are
 * customers): the order is placed and no second account is made.
 */
export type AccountRequest = { password: string; passwordConfirmation: string } | { passwordHash: string };

/** The checkout form of a cart: the order without its lines (they are the cart's) plus terms and account. */
export type CheckoutRequest = Omit<OrderInput, "lines" | "couponCode" | "store"> & {
  acceptTerms: boolean;
  account?: AccountRequest | null;
  /** The pickup point chosen for a pickup-point delivery (its agentId); the checkout looks it up. */
  pickupPointId?: string | null;
  /**
   * A private customer's personal identity number for an invoice's credit decision (issue 36): passed
   * to the invoice provider only, never kept with the order, logged or shown back. Not part of an
   * order queued offline (the device keeps no copy of it).
   */
  personalId?: string | null;
};

/**
 * An order queued offline (SPEC §1, §4 "Online again"): its own lines, not a cart's, placed against
 * today's stock and prices. `cartId` is the id it is filed under (it reads the order back); the
 * shopper agreed to `quotedGrandTotal`. Only pay-later methods, and no account: that is made online.
 */
export type QueuedOrderRequest = Omit<CheckoutRequest, "account" | "personalId"> & {
  store: StoreCode;
  lines: OrderInput["lines"];
  couponCode: string | null;
  quotedGrandTotal: number;
};

export type CheckoutOutcome =
  | OrderOutcome
  | { ok: false; reason: "no_cart"; refusal: Refusal }
  | { ok: false; reason: "form"; errors: FieldError[] }
  /** The invoice provider declined the order (nothing placed): the shopper chooses another method. */
  | { ok: false; reason: "declined"; decline: DeclineReason; refusal: Refusal };

export type BeginOutcome =
  | { ok: true; orderId: string; snippet: string }
  | { ok: false; reason: "no_cart" }
  | { ok: false; reason: "form"; errors: FieldError[] }
  | { ok: false; reason: "invalid"; field: string; refusal: Refusal }
  | { ok: false; reason: "out_of_stock"; lines: { sku: string; available: number }[] }
  /** The provider refused or failed; `reload` once more than 3 attempts failed (SPEC §4). */
  | { ok: false; reason: "provider"; refusal: Refusal; reload: boolean }
  /** A newer request for the same cart (a double click, another tab) took over, and has no payment to share. */
  | { ok: false; reason: "changed"; refusal: Refusal };

export type CompleteOutcome =
  | { ok: true; order: PlacedOrder }
  /** No such payment session in this store. */
  | { ok: false; reason: "unknown" }
  /** Declined, cancelled or still open at the provider. */
  | { ok: false; reason: "not_paid" }
  | { ok: false; reason: "amount"; refusal: Refusal }
  /** The provider's confirmation could not be read. */
  | { ok: false; reason: "provider" }
  | Exclude<CheckoutOutcome, { ok: true }>;

/** The hosted (pay first) checkout of SPEC §4: a provider order per cart, placed as a shop order once paid. */
export interface HostedCheckoutPort {
  /** False when no provider is configured: the method is then not offered. */
  readonly available: boolean;
  /**
   * Validates the checkout form and creates (or updates) the provider order for the cart.
   * `lineNames` name the discount, delivery and extra-fee lines (by fee id) the provider shows the shopper, in the store's language.
   */
  begin(request: CheckoutRequest, returnUrls: { confirmation: string; failure: string }, lineNames?: { discount: string; shipping: string; fees?: Record<string, string> }): Promise<BeginOutcome>;
  /** The provider's snippet for the cart's open payment, if any. */
  payment(cartId: string): Promise<{ orderId: string; snippet: string } | null>;
  /** The provider called back with `sid`: places the shop order once the payment is complete. */
  complete(sid: string, store: StoreCode): Promise<CompleteOutcome>;
}
