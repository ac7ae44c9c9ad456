/** The newsletter welcome: 10 % once (SPEC §1). */
export const NEWSLETTER_COUPON_PERCENT = 10;

/** No 0/O or 1/I: a code read aloud or typed from a phone is typed right. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new single-use coupon code, NYHET-XXXX-XXXX, from eight random bytes. */
export function newsletterCouponCode(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(8))): string {
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return `NYHET-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
