import { sha256Hex } from "../security/hex.ts";
import { encodeBody } from "./page-encodings.ts";
import { decodeFrame, encodeFrame, type CachedPage, type PageHead } from "./page-frame.ts";
import { STALE_WINDOW_SECONDS, pageEtag } from "./page-http.ts";

export type { CachedPage } from "./page-frame.ts";

/** A rendered page made ready to store: its validator computed and its body compressed, once. */
export async function storablePage(page: Omit<PageHead, "etag" | "versions"> & { body: string }): Promise<CachedPage> {
  const { body, ...head } = page;
  const identity = new Uint8Array(new TextEncoder().encode(body));
  return { ...head, etag: await pageEtag(head.policy, identity), versions: {}, bodies: encodeBody(identity) };
}

/** When a page stops being servable at all (fresh for ttl, then stale for the stale window); epoch ms. */
export function pageExpiresAt(page: Pick<CachedPage, "storedAt" | "ttl">): number {
  return page.storedAt + (page.ttl + STALE_WINDOW_SECONDS) * 1000;
}

/** KV keys are at most 512 bytes; a longer page key (a long path or query) is stored under its hash. */
const MAX_KV_KEY_BYTES = 480;
const encoder = new TextEncoder();

async function storageKey(key: string): Promise<string> {
  if (encoder.encode(key).length <= MAX_KV_KEY_BYTES) return key;
  return `page#sha256:${await sha256Hex(key)}`;
}

/** Pages live in KV as one frame each (page-frame.ts), kept for ttl + stale window. */
export class PageStore {
  constructor(private readonly kv: KVNamespace) {}

  async get(key: string): Promise<CachedPage | null> {
    const value = await this.kv.get(await storageKey(key), "arrayBuffer");
    return value ? decodeFrame(value) : null;
  }

  async put(key: string, page: CachedPage): Promise<void> {
    await this.kv.put(await storageKey(key), encodeFrame(page), { expirationTtl: Math.max(60, page.ttl + STALE_WINDOW_SECONDS) });
  }

  async delete(keys: string[]): Promise<void> {
    // KV has no batch delete for Workers; bounded parallelism keeps 1,000-page purges fast.
    for (let i = 0; i < keys.length; i += 100) await Promise.all(keys.slice(i, i + 100).map(async (key) => this.kv.delete(await storageKey(key))));
  }
}
