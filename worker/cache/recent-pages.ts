import type { CachedPage } from "./page-frame.ts";

/**
 * What an isolate may hold of recently served and filled pages. An isolate has 128 MB; rendering a page
 * takes a few MB of it at a time. 8 MiB keeps ~100 product pages (a stored product page is ~75 kB in
 * its two codings): the hot pages of a location, while the rest come from KV.
 */
export const RECENT_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/** The bytes a page keeps alive: the buffers its bodies are views of (a page read from KV: the whole KV value). */
export function retainedBytes(page: CachedPage): number {
  const buffers = new Set(Object.values(page.bodies).map((body) => body.buffer));
  return [...buffers].reduce((sum, buffer) => sum + buffer.byteLength, 0);
}

/**
 * The memory tier of the output cache: this isolate's most recently used stored pages, bounded by the
 * bytes they keep alive, the least recently used going first (decision 0049). A page found here is
 * served only once its tag versions are found current, exactly as one read from KV (tag-state.ts), so
 * it adds no staleness of its own; it saves a hot page's KV read, and keeps a page this isolate filled
 * while KV here may still answer the copy it replaced.
 */
export class RecentPages {
  /** In order of use, least recent first (a Map iterates in insertion order). */
  private readonly pages = new Map<string, { page: CachedPage; bytes: number }>();
  private bytes = 0;

  /** `maxBytes`: the budget; a page over a quarter of it is never kept, so one page cannot empty the tier. */
  constructor(readonly maxBytes = RECENT_PAGES_MAX_BYTES) {}

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const bytes = retainedBytes(page);
    if (bytes > this.maxBytes / 4) return;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.bytes;
    }
    this.pages.set(key, { page, bytes });
    this.bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  /** Bytes held now, never above `maxBytes`. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}

/** This isolate's memory tier. */
export const recentPages = new RecentPages();
