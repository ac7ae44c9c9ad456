/**
 * The shop's payment methods (SPEC §1, §4, §5), one entry each. Adding or dropping a method is its
 * entry here and its label in every locale (locales/*.json, at its labelKey); the checkout's
 * validation, the methods offered, the offline queue's rules and the upstream adapter's Magento
 * codes are read from this table.
 */

export interface PaymentMethodEntry {
  readonly code: string;
  /** Placed at once and paid afterwards (on delivery, by invoice); otherwise paid first, and placed once paid. */
  readonly payLater: boolean;
  /** May be queued offline and sent when online again (SPEC §4 "Online again"): nothing is paid before it is sent. */
  readonly queueableOffline: boolean;
  /**
   * The provider it goes through: the hosted checkout (the shopper pays there first; offered only while
   * a provider is configured), the invoice provider (its credit decision comes before the order is placed), or none.
   */
  readonly provider: "hosted_checkout" | "invoice" | null;
  /** Offered only for goods that are delivered: hidden when every item of the cart is virtual (SPEC §5). */
  readonly needsDelivery: boolean;
  /** Magento's payment method code it is placed with through vue-storefront-api, unless UPSTREAM_PAYMENT_METHODS names another. */
  readonly upstreamCode: string;
  /** Its name as the shopper reads it, in every locale's dictionary. */
  readonly labelKey: string;
  /** A note shown with the method when it is chosen (SPEC §2: cash on delivery's "Payment Information"). */
  readonly info: { readonly titleKey: string; readonly textKey: string } | null;
}

/** In the order the checkout offers them; the first one offered is the default (SPEC §1: cash on delivery, cost 0). */
export const PAYMENT_METHODS = [
  {
    code: "cashondelivery",
    payLater: true,
    queueableOffline: true,
    provider: null,
    needsDelivery: true,
    upstreamCode: "cashondelivery",
    labelKey: "checkout.paymentMethods.cashondelivery",
    info: { titleKey: "checkout.codTitle", textKey: "checkout.codText" },
  },
  {
    code: "invoice_later",
    payLater: true,
    queueableOffline: true,
    provider: "invoice",
    needsDelivery: false,
    upstreamCode: "banktransfer",
    labelKey: "checkout.paymentMethods.invoice_later",
    info: { titleKey: "checkout.codTitle", textKey: "checkout.invoiceText" },
  },
  {
    code: "hosted_checkout",
    payLater: false,
    queueableOffline: false,
    provider: "hosted_checkout",
    needsDelivery: false,
    upstreamCode: "checkmo",
    labelKey: "checkout.paymentMethods.hosted_checkout",
    info: null,
  },
] as const satisfies readonly PaymentMethodEntry[];

type Entry = (typeof PAYMENT_METHODS)[number];
export type PaymentMethodCode = Entry["code"];

export const PAYMENT_METHOD_CODES: readonly PaymentMethodCode[] = PAYMENT_METHODS.map((m) => m.code);

/** The method a form without a choice pays with. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodCode = PAYMENT_METHODS[0].code;

export function isPaymentMethodCode(code: string): code is PaymentMethodCode {
  return PAYMENT_METHODS.some((m) => m.code === code);
}

/** The registry's entry for a code; null for a code the shop does not have (an old order's, another system's). */
export function paymentMethodOf(code: string): PaymentMethodEntry | null {
  return PAYMENT_METHODS.find((m) => m.code === code) ?? null;
}

/** The method that goes through a provider: that provider's flow (the hosted checkout, the invoice's credit decision) is written for one method. */
export function paymentMethodThrough(provider: NonNullable<PaymentMethodEntry["provider"]>): PaymentMethodCode {
  return PAYMENT_METHODS.find((m) => m.provider === provider)!.code;
}

export const isPayLater = (code: string) => paymentMethodOf(code)?.payLater === true;
export const isQueueableOffline = (code: string): code is PaymentMethodCode => paymentMethodOf(code)?.queueableOffline === true;

/** The methods an order queued offline may pay with, in the checkout's order. */
export const QUEUEABLE_PAYMENT_METHODS: readonly PaymentMethodCode[] = PAYMENT_METHOD_CODES.filter(isQueueableOffline);

export interface PaymentMethod {
  code: PaymentMethodCode;
  cost: number;
  isDefault: boolean;
}

/**
 * The methods a checkout offers: the ones the backend takes (`accepted`), the hosted checkout only while
 * a payment provider is configured, none that needs a delivery for a virtual cart (SPEC §5). No method
 * adds a cost to the order; the first offered is the default.
 */
export function paymentMethods(cartIsVirtual: boolean, hostedCheckout = true, accepted: readonly PaymentMethodCode[] = PAYMENT_METHOD_CODES): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => accepted.includes(m.code) && (hostedCheckout || m.provider !== "hosted_checkout") && !(cartIsVirtual && m.needsDelivery)).map((m, i) => ({
    code: m.code,
    cost: 0,
    isDefault: i === 0,
  }));
}
