import { PASSWORD_MESSAGES } from "../domain/password-messages.ts";
import type { DeclineReason } from "../domain/invoice-credit.ts";
import type { Refusal, RefusalCode, RefusalParams } from "../domain/refusal.ts";
import type { Translate, TranslationParams } from "./translator.ts";

/** How a refusal is worded: in English for API clients, and by a dictionary key for shoppers. */
interface Wording<C extends RefusalCode> {
  english(params: RefusalParams[C]): string;
  key: string | ((params: RefusalParams[C]) => string);
  /** The key's values, when they are not the params themselves; `say` words a refusal the message names. */
  values?(params: RefusalParams[C], say: (refusal: Refusal) => string): TranslationParams;
}

const GENERIC = "cart.errors.generic";
const ORDER_REFUSED = "checkout.refused.generic";
const STALE_FORM = "checkout.staleForm";
const PAYMENT_METHOD = "checkout.refused.paymentMethod";
const IN_PROGRESS = "cart.errors.checkoutInProgress";
const NEED_LOGIN = "account.needLogin";
const REFRESH_FAILED = "account.errors.refreshFailed";
const backendWords = ({ message }: { message: string }) => message;

/** What a caller whose customer token names no customer may do instead. */
const INSTEAD_OF_TOKEN: Record<RefusalParams["notCustomerToken"]["instead"], string> = {
  guestCart: "create a guest cart without one",
  signIn: "sign in again",
  guestOrder: "sign in again or order as a guest without one",
};

const DECLINE_ENGLISH: Record<DeclineReason, string> = {
  over_limit: "the invoice was declined: the amount is above the invoice limit",
  credit_check: "the invoice was declined by the credit check",
  unavailable: "the invoice provider could not be reached; choose another payment method or try again",
};

/** Short of stock, line by line (SPEC §8 "only N available", "out of stock"). */
const shortLines = (lines: RefusalParams["notAllInStock"]["lines"], say: (refusal: Refusal) => string) =>
  lines.map((l) => `${l.sku}: ${say(l.available > 0 ? { code: "onlyAvailable", params: { qty: l.available } } : { code: "outOfStock", params: {} })}`).join(" ");

/**
 * Every refusal's words, by code: the one place its English (SPEC §8 where the spec words it) and its
 * dictionary key are written. The English is what the JSON API's `result` says; pages use the key.
 */
export const REFUSALS: { [C in RefusalCode]: Wording<C> } = {
  qty: { english: () => "Quantity must be a positive whole number", key: "cart.errors.qty" },
  priceUnknown: { english: () => "Product price is unknown, product cannot be added to the cart!", key: "cart.errors.priceUnknown" },
  outOfStock: { english: () => "The product is out of stock and cannot be added to the cart!", key: "cart.errors.outOfStock" },
  onlyAvailable: { english: ({ qty }) => `Only ${qty} available`, key: "cart.errors.onlyAvailable" },
  tooManyLines: { english: ({ max }) => `A cart holds at most ${max} lines`, key: "cart.errors.tooManyLines" },
  checkoutInProgress: { english: () => "The order for this cart is being placed; the cart can change again in a moment.", key: IN_PROGRESS },
  couponIncorrect: { english: () => "Incorrect coupon code, try again.", key: "checkout.couponIncorrect" },
  shipsOnlyTo: { english: ({ store, country }) => `store ${store} ships to ${country} only`, key: GENERIC },
  cannotCarry: { english: ({ method }) => `${method} cannot carry every item of this cart; choose home delivery or a showroom`, key: "checkout.refused.cannotCarry" },
  noCart: { english: ({ cartId }) => `no cart ${cartId}`, key: GENERIC },
  noLine: { english: ({ itemId }) => `no line ${itemId} in this cart`, key: GENERIC },
  noProduct: { english: ({ sku }) => `no product ${JSON.stringify(sku)}`, key: GENERIC },
  otherProduct: { english: ({ itemId, holds, sku }) => `line ${itemId} holds ${holds}, not ${sku}`, key: GENERIC },
  noOptions: { english: ({ sku }) => `${sku} has no options to choose`, key: GENERIC },
  unknownOption: { english: ({ option }) => `the product has no option ${option}`, key: GENERIC },
  unknownBundleOption: { english: ({ option }) => `the bundle has no option ${option}`, key: GENERIC },
  optionRequired: { english: ({ option }) => `${option} is required`, key: "cart.errors.optionRequired" },
  optionTooLong: { english: ({ option, max }) => `${option}: at most ${max} characters`, key: GENERIC },
  optionOneValue: { english: ({ option }) => `${option}: choose one value`, key: GENERIC },
  optionNoValue: { english: ({ option, value }) => `${option}: no value ${value}`, key: GENERIC },
  bundleNoSelection: { english: ({ option, sku }) => `${option}: no selection ${sku}`, key: GENERIC },
  cartNotYours: { english: ({ cartId }) => `The current user cannot perform operations on cart ${cartId} (no such cart: create one with /api/cart/create)`, key: GENERIC },
  notKept: { english: () => "The cart did not keep the product", key: GENERIC },
  backendRefused: { english: backendWords, key: GENERIC },
  cartUnavailable: { english: () => "The cart did not answer: the shop's backend is unavailable, so nothing could be added or changed; try again in a minute.", key: "cart.errors.notAdded" },

  notAllInStock: {
    english: ({ lines }) => `Not all cart items are in stock. ${shortLines(lines, refusalText)}`,
    key: "checkout.outOfStock",
    values: ({ lines }, say) => ({ detail: shortLines(lines, say) }),
  },
  totalChanged: { english: () => "the cart's total changed while the order was placed: try again", key: STALE_FORM },
  quotedTotalChanged: {
    english: ({ grandTotal, quotedTotal }) => `the order now costs ${grandTotal}, not ${quotedTotal}; send it again with the new total to place it`,
    key: "queuedOrders.totalChanged",
    values: ({ grandTotal, quotedTotal }) => ({ before: quotedTotal, after: grandTotal }),
  },
  formField: { english: ({ message }) => message, key: ({ key }) => key, values: ({ values }) => values },
  cartEmpty: { english: () => "the cart is empty", key: "checkout.empty" },
  unknownShippingMethod: { english: ({ method }) => `unknown shipping method ${JSON.stringify(method)}`, key: "checkout.refused.shippingMethod" },
  pickupPointRequired: { english: () => "a pickup-point delivery needs one of the carrier's pickup points", key: "checkout.errors.pickupPoint" },
  noLongerOrderable: { english: ({ sku }) => `${sku} can no longer be ordered`, key: "checkout.refused.noLongerOrderable" },
  couponInvalid: { english: () => "Invalid code", key: "checkout.couponIncorrect" },
  amountNotPaid: { english: ({ paid, total }) => `Order amount incorrect (${paid}:${total})`, key: "paymentFailed.amount" },
  invoiceNeedsApproval: { english: () => "an invoice is placed only with the invoice provider's approval", key: ORDER_REFUSED },
  hostedKey: { english: ({ prefix }) => `must not start with ${prefix}`, key: STALE_FORM },
  paidFirst: { english: ({ method }) => `${method} is paid before the order is placed: pay through the hosted checkout of /checkout`, key: PAYMENT_METHOD },
  paymentMethodNotOffered: {
    english: ({ offered }) => (offered ? `must be one of ${offered}` : "no payment method is set up for this shop (UPSTREAM_PAYMENT_METHODS)"),
    key: PAYMENT_METHOD,
  },
  queuedLinesMax: { english: ({ max }) => `an order queued offline takes at most ${max} lines`, key: "checkout.refused.tooManyLines" },
  paidOrderNotWithdrawn: { english: () => "a paid order is not withdrawn", key: ORDER_REFUSED },
  // Said by where it refused: the order system's own words are for the API and the logs only.
  orderSystemRefused: { english: backendWords, key: ({ step }) => `checkout.refused.orderSystem.${step}`, values: () => ({}) },
  orderPending: { english: () => "this order is being placed right now; its confirmation follows in a moment", key: IN_PROGRESS },
  orderUnanswered: {
    english: () => "this order was sent to the shop system without an answer, so it is not sent again; the order history or customer service says whether it was placed",
    key: "checkout.refused.unanswered",
  },
  keyReused: { english: () => "this idempotency key belongs to another cart's order; use a new key for every order", key: STALE_FORM },
  keyChanged: {
    english: ({ at, incrementId }) => `this idempotency key placed order ${incrementId} at ${at} from another request (other lines, store or total); a new order needs a new key`,
    key: "checkout.refused.keyChanged",
  },
  withdrawn: { english: () => "the shopper cancelled this order before it was placed; a new order needs a new key", key: STALE_FORM },
  invoiceDeclined: { english: ({ reason }) => DECLINE_ENGLISH[reason], key: ({ reason }) => `paymentFailed.invoice_${reason}` },
  paymentNotStarted: { english: backendWords, key: "checkout.refused.paymentNotStarted", values: () => ({}) },
  checkoutChanged: { english: () => "the checkout changed in another window meanwhile; try again", key: "checkout.providerReload" },

  signInFailed: { english: () => "You did not sign in correctly or your account is temporarily disabled.", key: "account.errors.signInFailed" },
  challengeRequired: { english: () => "Many sign-ins to this account have failed lately: send the captcha's token as challenge with the password", key: "account.errors.challenge" },
  challengeFailed: { english: () => "The challenge did not pass: solve the captcha again and send its new token as challenge", key: "account.errors.challengeFailed" },
  emailTaken: { english: () => "A customer with the same email address already exists in an associated website.", key: "account.register.emailTaken" },
  tokenRequired: { english: () => "token is required: give it as ?token= or Authorization: Bearer", key: NEED_LOGIN },
  tokenInvalid: { english: () => "The token is invalid or has expired: sign in again or refresh it", key: NEED_LOGIN },
  notCustomerToken: { english: ({ instead }) => `not a valid customer token; ${INSTEAD_OF_TOKEN[instead]}`, key: NEED_LOGIN },
  notSignedIn: { english: () => "not signed in", key: NEED_LOGIN },
  wrongPassword: { english: () => "the current password is not right", key: "account.password.wrong" },
  passwordLength: { english: () => PASSWORD_MESSAGES.passwordLength, key: "checkout.errors.passwordLength" },
  passwordClasses: { english: () => PASSWORD_MESSAGES.passwordClasses, key: "checkout.errors.passwordClasses" },
  currentPasswordRequired: { english: () => "the current password is required to change the e-mail", key: "account.profile.passwordForEmail" },
  resetTokenUnusable: { english: () => "the link has been used or has expired, or belongs to another e-mail: ask for a new one", key: "createPassword.unusable" },
  refreshSuperseded: { english: () => "refreshToken was just used by another request: use the tokens it got", key: REFRESH_FAILED },
  refreshSpent: { english: () => "refreshToken is spent: the session has ended, sign in again", key: REFRESH_FAILED },
  refreshExpired: { english: () => "refreshToken is expired: sign in again", key: REFRESH_FAILED },
  refreshUnknown: { english: () => "refreshToken is unknown", key: REFRESH_FAILED },
  tooMany: { english: ({ minutes }) => `Too many attempts: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`, key: "account.errors.tooMany" },
};

const wordingOf = <C extends RefusalCode>(code: C) => REFUSALS[code] as unknown as Wording<RefusalCode> & { english(params: object): string };

/** The refusal in English, as the JSON API's `result` says it (after the field it names, if any). */
export function refusalText(refusal: Refusal): string {
  return wordingOf(refusal.code).english(refusal.params);
}

/** The dictionary key and values a page says the refusal with. */
export function refusalKey(refusal: Refusal, say: (refusal: Refusal) => string): { key: string; values: TranslationParams } {
  const wording = wordingOf(refusal.code) as unknown as { key: string | ((params: object) => string); values?(params: object, say: (refusal: Refusal) => string): TranslationParams };
  return {
    key: typeof wording.key === "string" ? wording.key : wording.key(refusal.params),
    values: wording.values ? wording.values(refusal.params, say) : (refusal.params as TranslationParams),
  };
}

/** The refusal in the store's language. */
export function refusalMessage(refusal: Refusal, t: Translate): string {
  const say = (inner: Refusal): string => {
    const { key, values } = refusalKey(inner, say);
    return t(key, values);
  };
  return say(refusal);
}

const isRefusalCode = (code: unknown): code is RefusalCode => typeof code === "string" && Object.hasOwn(REFUSALS, code);
const isWord = (value: unknown) => typeof value === "string" || typeof value === "number" || typeof value === "boolean";
const isShortLine = (value: unknown) => typeof value === "object" && value !== null && typeof (value as { sku?: unknown }).sku === "string" && typeof (value as { available?: unknown }).available === "number";

/** Params made of what a message can name: words and numbers, the lines short of stock, a form rule's values. */
function isWordable(params: object): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (name === "lines") return Array.isArray(value) && value.every(isShortLine);
    if (name === "values") return typeof value === "object" && value !== null && Object.values(value).every(isWord);
    return isWord(value);
  });
}

/** A refusal read from outside (a JSON answer, a cookie): a known code with params a message can name, else null. */
export function readRefusal(value: unknown): Refusal | null {
  if (typeof value !== "object" || value === null) return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isRefusalCode(code) || typeof params !== "object" || params === null || Array.isArray(params) || !isWordable(params)) return null;
  return { code, params } as Refusal;
}
