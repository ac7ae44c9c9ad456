import { sha256Hex } from "../security/hex.ts";

/** A rendered page as the output cache keeps it. */
export interface CachedPage {
  status: number;
  contentType: string;
  body: string;
  tags: string[];
  storedAt: number;
  /** Seconds the page is fresh; after that it is served stale once while it re-renders. */
  ttl: number;
}

/** How long an expired page may still be served stale while it re-renders. */
const STALE_WINDOW_SECONDS = 86_400;

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

/** Pages live in KV as one JSON value each, kept for ttl + stale window. */
export class PageStore {
  constructor(private readonly kv: KVNamespace) {}

  async get(key: string): Promise<CachedPage | null> {
    return this.kv.get<CachedPage>(await storageKey(key), "json");
  }

  async put(key: string, page: CachedPage): Promise<void> {
    await this.kv.put(await storageKey(key), JSON.stringify(page), { expirationTtl: Math.max(60, page.ttl + STALE_WINDOW_SECONDS) });
  }

  async delete(keys: string[]): Promise<void> {
    // KV has no batch delete for Workers; bounded parallelism keeps 1,000-page purges fast.
    for (let i = 0; i < keys.length; i += 100) await Promise.all(keys.slice(i, i + 100).map(async (key) => this.kv.delete(await storageKey(key))));
  }
}
