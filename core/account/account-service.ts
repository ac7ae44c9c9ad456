/**
 * What the shop does around a customer account beyond the backend's own rules: failed sign-ins slow
 * the client that makes them (never lock the owner out), and the mails go out (welcome, reset link, the
 * newsletter coupon). One implementation serves the JSON API and the pages (worker/accounts/).
 * Inputs arrive validated; answers are outcomes, never exceptions.
 */
import type { CustomerBusiness, CustomerTokens } from "../port/index.ts";
import type { StoreCode } from "../stores.ts";

export type Throttled = { ok: false; reason: "throttled"; retryAfter: number };

export interface Registration extends Partial<CustomerBusiness> {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

export interface AccountService {
  /**
   * Creates the account in the request's store and mails the welcome; for an e-mail that has an account
   * already, mails its owner that someone tried. The answer and its cost are the same either way (nothing
   * tells who is a customer): the new customer signs in next, as after any registration.
   */
  register(input: Registration): Promise<{ ok: true } | Throttled>;
  /** The widget key of the challenge a sign-in may ask for (null: the local check, a plain confirmation). */
  captchaSiteKey: string | null;
  /**
   * The same refusal for an unknown e-mail and a wrong password. Failures slow the client that makes them
   * (core/domain/sign-in-gate.ts); an account failed for from many clients asks for `challenge`, the
   * captcha's token (`failed`: one was sent and did not pass); with a passed one the password is always tried.
   */
  login(email: string, password: string, challenge?: string | null): Promise<{ ok: true; session: CustomerTokens } | { ok: false; reason: "failed" } | { ok: false; reason: "challenge"; failed: boolean } | Throttled>;
  /** Mails a reset link when the e-mail has an account (a mail Magento sends is `store`'s, the request's by default); the answer does not say whether it has. */
  requestPasswordReset(email: string, store?: StoreCode): Promise<{ ok: true } | Throttled>;
  /** Sets the password with a mailed reset token and signs in. */
  resetPassword(email: string, resetToken: string, newPassword: string): Promise<{ ok: true; session: CustomerTokens } | { ok: false; reason: "unusable" } | Throttled>;
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<{ ok: true; session: CustomerTokens } | { ok: false; reason: "invalid-token" | "wrong-password" } | Throttled>;
  /** The signed-in customer's password asked again (before the account's e-mail changes). */
  confirmPassword(token: string, password: string): Promise<{ ok: true } | { ok: false; reason: "wrong-password" } | Throttled>;
  /** SPEC §4 newsletter no-op rules; a first subscription is mailed its single-use coupon, with the signed unsubscribe link. */
  subscribe(email: string): Promise<{ ok: true } | Throttled>;
  /** Unsubscribes an address for the holder of its signed link or its signed-in owner; anyone else is "unproven", whether subscribed or not. */
  unsubscribe(email: string, proof: NewsletterProof): Promise<{ ok: true } | { ok: false; reason: "unproven" } | Throttled>;
  /** Whether an address is subscribed, told only to the holder of its signed link or its signed-in owner. */
  subscriptionStatus(email: string, proof: NewsletterProof): Promise<{ ok: true; subscribed: boolean } | { ok: false; reason: "unproven" } | Throttled>;
  /**
   * A back-in-stock request for a product page that cannot be bought (issue 36 item 3): mails the address a
   * signed confirmation link (double opt-in). The same answer whether a mail went out or the address had asked
   * already. Refused for a product the store does not show, one the cart takes now, or a discontinued one.
   */
  requestBackInStock(sku: string, email: string): Promise<{ ok: true } | { ok: false; reason: BackInStockRefusal } | Throttled>;
  /** Confirms a request with its mailed link's signature; "invalid" when the link is not the shop's or the request has ended. */
  confirmBackInStock(sku: string, email: string, signature: string): Promise<{ ok: true } | { ok: false; reason: "invalid" } | Throttled>;
}

export type BackInStockRefusal = "unknown-product" | "in-stock" | "discontinued" | "unavailable";

/** What shows a caller may manage an address's newsletter: a mailed link's signature, or the owner's access token. */
export interface NewsletterProof {
  signature?: string | null;
  token?: string | null;
}
