/** Web Crypto, as workerd provides it: hex strings for keys and tokens. */
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The SHA-256 of a text, as 64 hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/** `size` random bytes as hex: a token nobody can guess. */
export const randomHex = (size: number) => hex(crypto.getRandomValues(new Uint8Array(size)));

/** The HMAC-SHA256 of a text under a secret, as 64 hex digits. */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text))));
}
