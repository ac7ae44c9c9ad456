import type { StoreCode } from "#core/stores.ts";
import { tokenMatches } from "./bearer.ts";
import { hmacSha256Hex } from "./hex.ts";

/**
 * Signed links in the shop's mails to an address (issue 38 item 4, issue 36 item 3): only the holder of a
 * link the shop mailed to an address may act for it without signing in — unsubscribe it from the
 * newsletter, read its status, or confirm its back-in-stock request (`about`: the product's sku). The
 * signature is HMAC-SHA256 over the purpose, the store, the lower-cased address and what it is about,
 * hex; checked in constant time.
 */
export type NewsletterLinkPurpose = "unsubscribe" | "back-in-stock";

const message = (purpose: NewsletterLinkPurpose, store: StoreCode, email: string, about?: string) =>
  `newsletter-link\n${purpose}\n${store}\n${email.trim().toLowerCase()}${about === undefined ? "" : `\n${about}`}`;

export async function newsletterSignature(secret: string, purpose: NewsletterLinkPurpose, store: StoreCode, email: string, about?: string): Promise<string> {
  return hmacSha256Hex(secret, message(purpose, store, email, about));
}

export async function newsletterSignatureValid(secret: string, purpose: NewsletterLinkPurpose, store: StoreCode, email: string, signature: string, about?: string): Promise<boolean> {
  return tokenMatches(signature.toLowerCase(), await newsletterSignature(secret, purpose, store, email, about));
}
