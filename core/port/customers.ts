import type { AddressFields, BookAddress } from "../domain/address-book.ts";
import type { StoreCode } from "../stores.ts";
import type { RefreshingClient } from "../domain/customer-session.ts";
import type { PlacedOrder } from "./orders.ts";

export type { AddressFields, BookAddress };

/**
 * A customer account created at checkout or by registering. The password as typed (checked against the
 * policy by the caller), or only its hash where the request was kept before (a paid hosted checkout
 * stores no password): a backend that keeps its own passwords (Magento) needs the first.
 */
export interface NewCustomer extends Partial<CustomerBusiness> {
  email: string;
  firstname: string;
  lastname: string;
  store: StoreCode;
  password: { plain: string } | { hash: string };
}

/** Private shopper or a business invoiced by company and VAT id (SPEC §1, §6). */
export interface CustomerBusiness {
  type: "private" | "business";
  company: string | null;
  taxId: string | null;
}

/** What a signed-in customer sees of their account (vue-storefront-api `user/me`). */
export interface CustomerProfile extends CustomerBusiness {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  store: StoreCode;
  createdAt: string;
  addresses: BookAddress[];
}

/** A page of the customer's orders, newest first. */
export interface OrderHistoryPage {
  items: PlacedOrder[];
  total: number;
}

/** A signed-in session: a short-lived access token and a single-use refresh token. */
export interface CustomerTokens {
  token: string;
  refreshToken: string;
}

/**
 * Customer accounts and their sessions. The backend issues and checks the tokens, so an upstream
 * shop system (Magento) can serve the same routes with its own.
 */
export interface CustomersPort {
  /** How many addresses a customer's book holds in this backend (its own rule, or the upstream API's schema). */
  readonly addressBookLimit: number;
  /** False when an account with this email exists already. */
  create(customer: NewCustomer): Promise<boolean>;
  /** A session for the email and password, or null — the same for an unknown email and a wrong password. */
  login(email: string, password: string): Promise<CustomerTokens | null>;
  /**
   * A new pair for a refresh token, each usable once; presenting a spent one ends its whole session family.
   * A `resending` client (one that sends its sign-in token again at every refresh) may present a spent token
   * while nobody has presented the token it was exchanged for (core/domain/customer-session.ts refreshOutcome).
   */
  refresh(refreshToken: string, client?: RefreshingClient): Promise<CustomerTokens | { refused: "superseded" | "reused" | "expired" | "unknown" }>;
  /** The profile an access token belongs to, or null for an invalid or expired token. */
  me(token: string): Promise<CustomerProfile | null>;
  /** Changes name or e-mail; null for an invalid token, "email-taken" when another account has the e-mail. */
  updateProfile(token: string, changes: ProfileChanges): Promise<CustomerProfile | null | "email-taken">;
  /**
   * A single-use reset token for the account with this e-mail and who it is for, or null when there is none
   * (or the backend mails the link itself, in the mail of `store`).
   */
  requestPasswordReset(email: string, store: StoreCode): Promise<{ token: string; customer: Pick<CustomerProfile, "email" | "firstname" | "store"> } | null>;
  /** Sets a new password (checked against the policy by the caller) with a reset token for that e-mail and signs the customer in; null when the token is not usable. */
  resetPassword(email: string, resetToken: string, newPassword: string): Promise<CustomerTokens | null>;
  /** Replaces the password when the current one is right; every session ends, and the caller's goes on with the new pair. */
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<{ changed: CustomerTokens } | "invalid-token" | "wrong-password">;
  /** Whether the password is the signed-in customer's (asked again before the e-mail of the account changes). */
  checkPassword(token: string, password: string): Promise<boolean>;
  /** Ends the session a refresh token belongs to (sign-out); unknown tokens are ignored. */
  logout(refreshToken: string): Promise<void>;
  /** The customer's orders, newest first; null for an invalid token. Orders belong to an account, never to an e-mail alone. */
  orderHistory(token: string, page: { pageSize: number; currentPage: number }): Promise<OrderHistoryPage | null>;
  /** One of the customer's own orders by its number; null for an invalid token or another's order. */
  order(token: string, incrementId: string): Promise<PlacedOrder | null>;
  /** The customer's cart in a store, or null when there is none yet (or the token is invalid). */
  cart(token: string, store: StoreCode): Promise<string | null>;
  /** Makes a cart the customer's cart in its store; false for an invalid token or a cart another customer owns. */
  setCart(token: string, store: StoreCode, cartId: string): Promise<boolean>;
  /** Whose cart this is: the token's customer's, another customer's, or nobody's (a guest cart); null for an invalid token. */
  cartOwner(token: string, cartId: string): Promise<"mine" | "another" | "nobody" | null>;
  /** The skus on the customer's wishlist in a store, last added first; null for an invalid token. */
  wishlist(token: string, store: StoreCode): Promise<string[] | null>;
  /** Adds skus (already there: no change) or removes one; answers the list after, null for an invalid token. */
  changeWishlist(token: string, store: StoreCode, change: { add: string[] } | { remove: string }): Promise<string[] | null>;
}

export interface ProfileChanges extends Partial<CustomerBusiness> {
  email?: string;
  firstname?: string;
  lastname?: string;
  phone?: string | null;
  /** The whole address book: ids of the customer's own addresses are kept, others are new. */
  addresses?: (AddressFields & { id?: number; defaultShipping?: boolean; defaultBilling?: boolean })[];
}

/** Newsletter consent by e-mail (SPEC §7 "Newsletter", §4 no-op rules). */
export interface NewsletterPort {
  isSubscribed(email: string): Promise<boolean>;
  /** "subscribed" for a new subscriber, who gets the single-use coupon; "already" changes nothing. */
  subscribe(email: string, store: StoreCode): Promise<{ outcome: "subscribed"; coupon: string } | { outcome: "already" }>;
  /** False when the e-mail was not subscribed (a no-op). */
  unsubscribe(email: string): Promise<boolean>;
}
