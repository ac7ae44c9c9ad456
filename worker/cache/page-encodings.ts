import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The codings a stored page is kept in, in the order of the stored frame. Not identity: the few
 * clients that accept neither get the gzip body decoded on the way out, so that every hit reads a
 * quarter of the bytes from KV (measured: the read is most of what a hit costs).
 */
export const STORED_ENCODINGS = ["br", "gzip"] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];
export type Encoding = StoredEncoding | "identity";

/**
 * Brotli quality 6: measured on a 157 kB product page, 35.6 kB in about 5 ms; quality 11 saves another
 * 3.7 kB for half a second of the isolate's only thread, which every other request would wait for.
 */
const BROTLI_QUALITY = 6;

/** Node's zlib answers Buffers: the same bytes, seen as the plain Uint8Array every body is. */
const bytesOf = (buffer: Uint8Array<ArrayBuffer>) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** A page's body in every stored coding, compressed once when the page is stored. */
export function encodeBody(body: Uint8Array<ArrayBuffer>): Record<StoredEncoding, Uint8Array<ArrayBuffer>> {
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
  return { br: bytesOf(brotliCompressSync(body, { params: brotli })), gzip: bytesOf(gzipSync(body)) };
}

/** A stored page's body as a client that accepts no stored coding reads it: the gzip body, decoded as it is sent. */
export function identityBody(bodies: Record<StoredEncoding, Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array> {
  return new Blob([bodies.gzip]).stream().pipeThrough(new DecompressionStream("gzip"));
}

/**
 * The coding a stored page is answered in, from the client's Accept-Encoding. A Worker is not asked
 * in the client's words: Cloudflare's front (and wrangler's, which imitates it) asks for "br, gzip",
 * keeps the client's header in `request.cf.clientAcceptEncoding`, and re-codes any body that is not
 * in the coding it picked for the client: of gzip and br, the one the client weighs highest, the
 * first named on a tie; identity when identity comes before both or neither is accepted (a "*" counts
 * for nothing). The page is answered in that coding, so the front passes it on untouched.
 */
export function negotiateEncoding(clientAcceptEncoding: string | null): Encoding {
  const accepted = (clientAcceptEncoding ?? "")
    .split(",")
    .map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { coding: name.trim(), weight: q === undefined ? 1 : Number(q) };
    })
    .filter(({ coding, weight }) => coding !== "" && weight > 0)
    // A stable sort: on a tie, the first named stays first.
    .sort((a, b) => b.weight - a.weight);
  const first = accepted.find(({ coding }) => coding === "br" || coding === "gzip" || coding === "identity");
  return first?.coding === "br" || first?.coding === "gzip" ? first.coding : "identity";
}

/** The client's own Accept-Encoding: as Cloudflare's front kept it, or as it came when nothing stands in front. */
export function clientAcceptEncoding(request: Request): string | null {
  const cf = request.cf as { clientAcceptEncoding?: string } | undefined;
  return cf?.clientAcceptEncoding ?? request.headers.get("accept-encoding");
}
