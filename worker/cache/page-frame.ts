import { STORED_ENCODINGS, type StoredEncoding } from "./page-encodings.ts";

/** What the output cache knows of a stored page, beside its body. */
export interface PageHead {
  status: number;
  contentType: string;
  tags: string[];
  /** Epoch ms. */
  storedAt: number;
  /** Seconds the page is fresh; after that it is served stale once while it re-renders. */
  ttl: number;
  /** An HTML page's Content-Security-Policy, admitting its inline scripts by their hashes; null for other types. */
  policy: string | null;
  /** The strong validator of the page as stored (body and policy); each coding's is derived from it (page-http.ts). */
  etag: string;
  /**
   * The version of each of its tags (and of its key's own tag) when it was registered for storage
   * (tag-shards.ts): it is served only while every one is current. Empty: never registered, never served.
   */
  versions: Record<string, number>;
}

/** A stored page: its head and its body in every stored coding. */
export interface CachedPage extends PageHead {
  bodies: Record<StoredEncoding, Uint8Array<ArrayBuffer>>;
}

/**
 * One KV value per page: a magic number, the head's length (u32, little-endian), the head as JSON with
 * the length of each body, then the bodies as they are sent. A hit parses a head of a few hundred bytes
 * and slices the body it answers with; nothing wraps the body, nothing re-encodes it.
 */
const MAGIC = [0x50, 0x47, 0x46, 0x01]; // "PGF", version 1
const PREFIX_BYTES = MAGIC.length + 4;

type FrameHead = PageHead & { lengths: Record<StoredEncoding, number> };

export function encodeFrame(page: CachedPage): Uint8Array {
  const { bodies, ...head } = page;
  const lengths = Object.fromEntries(STORED_ENCODINGS.map((encoding) => [encoding, bodies[encoding].byteLength])) as Record<StoredEncoding, number>;
  const headBytes = new TextEncoder().encode(JSON.stringify({ ...head, lengths } satisfies FrameHead));
  const frame = new Uint8Array(PREFIX_BYTES + headBytes.byteLength + STORED_ENCODINGS.reduce((sum, encoding) => sum + lengths[encoding], 0));
  frame.set(MAGIC, 0);
  new DataView(frame.buffer).setUint32(MAGIC.length, headBytes.byteLength, true);
  let offset = PREFIX_BYTES;
  frame.set(headBytes, offset);
  offset += headBytes.byteLength;
  for (const encoding of STORED_ENCODINGS) {
    frame.set(bodies[encoding], offset);
    offset += lengths[encoding];
  }
  return frame;
}

/** The page in a frame; null for anything else (a value of an older format, a truncated one): a miss, never an error. */
export function decodeFrame(buffer: ArrayBuffer): CachedPage | null {
  const bytes = new Uint8Array(buffer);
  if (bytes.byteLength < PREFIX_BYTES || MAGIC.some((byte, i) => bytes[i] !== byte)) return null;
  const headLength = new DataView(buffer).getUint32(MAGIC.length, true);
  let offset = PREFIX_BYTES + headLength;
  if (offset > bytes.byteLength) return null;
  let head: FrameHead;
  try {
    head = JSON.parse(new TextDecoder().decode(bytes.subarray(PREFIX_BYTES, offset))) as FrameHead;
  } catch {
    return null;
  }
  const { lengths, ...pageHead } = head;
  const bodies = {} as Record<StoredEncoding, Uint8Array<ArrayBuffer>>;
  for (const encoding of STORED_ENCODINGS) {
    const length = lengths?.[encoding];
    if (typeof length !== "number" || offset + length > bytes.byteLength) return null;
    bodies[encoding] = bytes.subarray(offset, offset + length);
    offset += length;
  }
  return offset === bytes.byteLength ? { ...pageHead, versions: pageHead.versions ?? {}, bodies } : null;
}
