/**
 * A rule's "no", without words: which rule refused and what its message names. The rule that decides
 * makes it; the JSON API adds English for API clients and pages say it in the store's language
 * (core/i18n/refusals.ts holds both wordings, by code). Nothing turns text back into a refusal.
 */

import type { DeclineReason } from "./invoice-credit.ts";

type Nothing = Record<never, never>;

/** Where the shop's order system refused an order: one of its order worker's steps, a price signature, or a refusal it names no step of. */
export const ORDER_SYSTEM_STEPS = ["validation", "products", "countries", "billingAddress", "shippingAddress", "placing", "signature", "other"] as const;
export type OrderSystemStep = (typeof ORDER_SYSTEM_STEPS)[number];

/** Each refusal code with the values its message names. */
export interface RefusalParams {
  // The cart's rules (SPEC §4 "Cart add", §5 "Add to cart", §8).
  qty: Nothing;
  priceUnknown: Nothing;
  outOfStock: Nothing;
  onlyAvailable: { qty: number };
  tooManyLines: { max: number };
  /** A change while the cart's order is being placed (SPEC §9 checkout-in-progress). */
  checkoutInProgress: Nothing;
  couponIncorrect: Nothing;
  /** A delivery address outside the store's country. */
  shipsOnlyTo: { store: string; country: string };
  /** A delivery method that cannot carry every line (SPEC §5 "Shipping limitation"). */
  cannotCarry: { method: string };
  noCart: { cartId: string };
  noLine: { itemId: number };
  noProduct: { sku: string };
  /** An update of a line with another product: a line holds one product. */
  otherProduct: { itemId: number; holds: string; sku: string };
  // A product's custom options and bundle selections (SPEC §5 "Option price adjustments"); `option` is its title, or its id when it has none.
  noOptions: { sku: string };
  unknownOption: { option: string };
  unknownBundleOption: { option: string };
  optionRequired: { option: string };
  optionTooLong: { option: string; max: number };
  optionOneValue: { option: string };
  optionNoValue: { option: string; value: string };
  bundleNoSelection: { option: string; sku: string };
  /** A cart id the API has no cart for, where the caller is told to reconnect (SPEC §4 "Applied fees": the browser reconnects its cart and tries once more). */
  cartNotYours: { cartId: string };
  /** An upstream cart answered a change without the changed line. */
  notKept: Nothing;
  /** The upstream shop system's own refusal, in its words. */
  backendRefused: { message: string };
  /** The cart's backend did not answer a change (down, misconfigured, too slow): nothing to say but "try again". */
  cartUnavailable: Nothing;

  // Placing an order (POST /api/order, SPEC §4 "Checkout", "Online again").
  notAllInStock: { lines: { sku: string; available: number }[] };
  /** A cart's total changed while its order was placed. */
  totalChanged: Nothing;
  /** An order queued offline would now cost `grandTotal`, not the `quotedTotal` the shopper agreed to. */
  quotedTotalChanged: { grandTotal: number; quotedTotal: number };
  /** The first field the checkout form rules refused (core/domain/checkout-validation.ts), with its message's key and values. */
  formField: { field: string; key: string; values: Record<string, string | number>; message: string };
  cartEmpty: Nothing;
  unknownShippingMethod: { method: string };
  /** A pickup-point delivery without one of the carrier's points. */
  pickupPointRequired: Nothing;
  noLongerOrderable: { sku: string };
  /** The order's coupon is unknown, or spent meanwhile. */
  couponInvalid: Nothing;
  /** A paid order whose total (minor units) is not what was paid. */
  amountNotPaid: { paid: number; total: number };
  /** An invoice order without the provider's approval (the shop asks for it before it places one). */
  invoiceNeedsApproval: Nothing;
  /** An unpaid order with the key of a paid one. */
  hostedKey: { prefix: string };
  /** A method paid before the order is placed, used for an order placed at once. */
  paidFirst: { method: string };
  /** A payment method the backend takes no order with; `offered` lists those it does (empty: none is set up). */
  paymentMethodNotOffered: { offered: string };
  queuedLinesMax: { max: number };
  paidOrderNotWithdrawn: Nothing;
  /**
   * The shop's order system (Magento through vue-storefront-api) refused the order: nothing was placed.
   * `step` is where it refused (what the shopper is told); `message` is its own words, for the API's
   * English and customer service's logs, never read by a page.
   */
  orderSystemRefused: { step: OrderSystemStep; message: string };
  /** This order is on its way to the backend right now. */
  orderPending: Nothing;
  /** This order was sent without an answer: it may exist; it is never sent again. */
  orderUnanswered: Nothing;
  keyReused: Nothing;
  /** The key placed order `incrementId` at `at` from another request (other lines, store or total). */
  keyChanged: { at: string; incrementId: string };
  /** The shopper cancelled this order (queued offline) before it was placed. */
  withdrawn: Nothing;
  invoiceDeclined: { reason: DeclineReason };
  /** The payment provider refused to start the payment; `message` is its words. */
  paymentNotStarted: { message: string };
  /** Another window changed the checkout while its payment was started. */
  checkoutChanged: Nothing;

  // Customer accounts (SPEC §7 "User", §8).
  signInFailed: Nothing;
  /** Many sign-ins to the account failed lately: the next needs a passed challenge (captcha) with it. */
  challengeRequired: Nothing;
  challengeFailed: Nothing;
  emailTaken: Nothing;
  tokenRequired: Nothing;
  tokenInvalid: Nothing;
  /** A customer token that names no customer, and what the caller may do instead of sending it. */
  notCustomerToken: { instead: "guestCart" | "signIn" | "guestOrder" };
  notSignedIn: Nothing;
  wrongPassword: Nothing;
  /** A new password short of SPEC §5's policy (core/domain/password-policy.ts). */
  passwordLength: Nothing;
  passwordClasses: Nothing;
  currentPasswordRequired: Nothing;
  resetTokenUnusable: Nothing;
  refreshSuperseded: Nothing;
  refreshSpent: Nothing;
  refreshExpired: Nothing;
  refreshUnknown: Nothing;
  tooMany: { minutes: number };
}

export type RefusalCode = keyof RefusalParams;

export type Refusal = { [C in RefusalCode]: { code: C; params: RefusalParams[C] } }[RefusalCode];

/** A refusal of a code whose message names nothing. */
export type PlainRefusalCode = { [C in RefusalCode]: RefusalParams[C] extends Nothing ? (keyof RefusalParams[C] extends never ? C : never) : never }[RefusalCode];

export function refusal<C extends PlainRefusalCode>(code: C): Refusal;
export function refusal<C extends RefusalCode>(code: C, params: RefusalParams[C]): Refusal;
export function refusal(code: RefusalCode, params: object = {}): Refusal {
  return { code, params } as Refusal;
}
