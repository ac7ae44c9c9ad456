import type { ChosenOptions } from "../domain/cart-options.ts";
import type { AddOutcome, CartLine, Coupon, Totals } from "../domain/cart.ts";
import type { Refusal } from "../domain/refusal.ts";
import type { AppliedFee, ChosenFee } from "../domain/extra-fees.ts";
import type { ShippingMethod } from "../domain/shipping.ts";
import type { PaymentMethodCode } from "../payments/payment-methods.ts";
import type { StoreCode } from "../stores.ts";
import type { CheckoutOutcome, CheckoutRequest, QueuedOrderRequest } from "./checkout.ts";

export type AddItem = {
  sku: string;
  qty: unknown;
  itemId?: number | null;
  productType?: string | null;
  /** Custom options and bundle selections; an update by itemId keeps the line's own. */
  options?: ChosenOptions | null;
  /** The change's own id (a replayed offline change): a change applied once is never applied again. */
  operationId?: string;
};
/** A refusal because the cart or the product does not exist (a 404), as opposed to a rule saying no (a 400). */
export type NotFound = { ok: false; field: "cartId" | "sku" | "item_id"; refusal: Refusal; notFound: true };
/** A choice of options the product does not accept; `field` names the option (options.{id}, bundle.{id}). */
export type OptionsRefused = { ok: false; field: string; refusal: Refusal };
/** A change refused because an order is being placed from the cart right now (a 409). */
export type CartBusy = { ok: false; field: "cart"; refusal: Refusal; busy: true };
export type AddResult = AddOutcome | NotFound | OptionsRefused | CartBusy;

export interface CartInfo {
  store: StoreCode | null;
  coupon: string | null;
  shippingMethod: string | null;
  /** Extra fees applied to the cart; charged with a delivery that offers them. */
  fees: ChosenFee[];
}

export interface CartSummary {
  info: CartInfo & { store: StoreCode };
  lines: CartLine[];
  totals: Totals;
  coupon: Coupon | null;
  shipping: ShippingMethod | null;
  /** The applied fees the delivery offers, priced (the ones it does not offer are not charged). */
  fees: AppliedFee[];
}

/** Guest carts by cart id: every change is priced and stock-checked by the backend. */
export interface CartPort {
  /** The payment methods the backend's checkout takes (the hosted checkout also needs a provider). */
  readonly paymentMethods: readonly PaymentMethodCode[];
  create(store: StoreCode): Promise<string>;
  /** The cart's store, or null when no cart has this id. */
  storeOf(cartId: string): Promise<StoreCode | null>;
  add(cartId: string, item: AddItem): Promise<AddResult>;
  lines(cartId: string): Promise<CartLine[]>;
  /** Removes a line; "missing" when the cart has no line with this id; a removal with a known operationId is "removed" again. */
  remove(cartId: string, itemId: number, operationId?: string): Promise<"removed" | "missing" | "busy">;
  setShippingMethod(cartId: string, code: string | null): Promise<"set" | "busy">;
  /** The delivery methods every line of the cart allows (SPEC §5 "Shipping limitation"); null when no cart has this id. */
  shippingMethods(cartId: string): Promise<ShippingMethod[] | null>;
  /**
   * Lines and SPEC §3 totals (coupon, chosen shipping method and applied fees included; a checkout's own
   * `shippingMethod` and `fees` instead when given); null when no cart has this id.
   */
  summary(cartId: string, shippingMethod?: string | null, fees?: readonly ChosenFee[]): Promise<CartSummary | null>;
  /**
   * Places the cart's order with a pay-later method (cash on delivery, invoice), or once `paid` (the
   * hosted checkout's confirmed payment, in minor units: a total other than it is refused), and empties
   * the cart. The cart is held while the order is placed: one order per cart contents, and a change
   * made meanwhile is refused (busy), never lost.
   */
  checkout(request: CheckoutRequest, paid?: { amountMinor: number }): Promise<CheckoutOutcome>;
  /**
   * Places an order queued offline from its own lines, exactly once per idempotency key: the form
   * rules, then today's stock and prices; a total other than the quoted one is refused (price_changed).
   */
  placeQueued(request: QueuedOrderRequest): Promise<CheckoutOutcome>;
  /** Re-prices every line from the catalog and re-checks its stock; lists the lines that are short. */
  refresh(cartId: string): Promise<{ ok: true } | { ok: false; lines: { sku: string; available: number }[] }>;
  /**
   * Moves a guest cart's lines into the customer's cart of the same store (sign-in): same lines add
   * up, the guest cart is emptied, prices and stock are checked again. Merging the same guest cart
   * twice changes nothing. Lines the cart could not take and lines now short are listed.
   */
  merge(intoCartId: string, fromCartId: string): Promise<{ ok: true; short: { sku: string; available: number }[]; left: string[] } | { ok: false; reason: "store" | "busy" | "missing" }>;
  /** Applies a known coupon code ("unknown" for another); null removes the coupon. */
  setCoupon(cartId: string, code: string | null): Promise<"set" | "unknown" | "busy">;
  /** Applies one fee's checked choice (checkFeeChoice) to the cart, in one step; no options removes it. "missing" when no cart has this id. */
  applyFee(cartId: string, choice: ChosenFee): Promise<"set" | "busy" | "missing">;
}
