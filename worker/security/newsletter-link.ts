import type { StoreCode } from "#core/stores.ts";
import { tokenMatches } from "./bearer.ts";
import { hmacSha256Hex } from "./hex.ts";

/**
 * Signed newsletter links (issue 38 item 4): only the holder of a link the shop mailed to an address may
 * unsubscribe it or read its status without signing in. The signature is HMAC-SHA256 over the purpose,
 * the store and the lower-cased address, hex; checked in constant time.
 */
export type NewsletterLinkPurpose = "unsubscribe";

const message = (purpose: NewsletterLinkPurpose, store: StoreCode, email: string) => `newsletter-link\n${purpose}\n${store}\n${email.trim().toLowerCase()}`;

export async function newsletterSignature(secret: string, purpose: NewsletterLinkPurpose, store: StoreCode, email: string): Promise<string> {
  return hmacSha256Hex(secret, message(purpose, store, email));
}

export async function newsletterSignatureValid(secret: string, purpose: NewsletterLinkPurpose, store: StoreCode, email: string, signature: string): Promise<boolean> {
  return tokenMatches(signature.toLowerCase(), await newsletterSignature(secret, purpose, store, email));
}
