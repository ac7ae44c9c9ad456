import type { StoreCode } from "../../../app/stores.ts";

/** A customer account created at checkout or by registering; the password arrives hashed. */
export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  store: StoreCode;
  passwordHash: string;
}

/** What a signed-in customer sees of their account (vue-storefront-api `user/me`). */
export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  store: StoreCode;
  createdAt: string;
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
  /** False when an account with this email exists already. */
  create(customer: NewCustomer): Promise<boolean>;
  /** A session for the email and password, or null — the same for an unknown email and a wrong password. */
  login(email: string, password: string): Promise<CustomerTokens | null>;
  /** A new pair for a refresh token, each usable once; presenting a spent one ends its whole session family. */
  refresh(refreshToken: string): Promise<CustomerTokens | { refused: "reused" | "expired" | "unknown" }>;
  /** The profile an access token belongs to, or null for an invalid or expired token. */
  me(token: string): Promise<CustomerProfile | null>;
  /** Changes name or e-mail; null for an invalid token, "email-taken" when another account has the e-mail. */
  updateProfile(token: string, changes: ProfileChanges): Promise<CustomerProfile | null | "email-taken">;
  /** A single-use reset token for the account with this e-mail and who it is for, or null when there is none. */
  requestPasswordReset(email: string): Promise<{ token: string; customer: Pick<CustomerProfile, "email" | "firstname" | "store"> } | null>;
  /** Sets a new password (checked against the policy by the caller) with a reset token for that e-mail and signs the customer in; null when the token is not usable. */
  resetPassword(email: string, resetToken: string, newPassword: string): Promise<CustomerTokens | null>;
  /** Replaces the password when the current one is right; every other session of the customer ends. */
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<"changed" | "invalid-token" | "wrong-password">;
}

export interface ProfileChanges {
  email?: string;
  firstname?: string;
  lastname?: string;
}
