/**
 * The header's navigation and the footer are on every page: when the content service cannot answer, a page
 * shows the last version the shop saw instead (kept in KV per store and language), so a content outage never
 * takes pages down. Nothing seen yet: no editor's links, the page still renders. Pages and banners are not
 * kept here: a cached page stays served by the output cache, and a page that needs content it cannot get is a 503.
 */
import type { SiteContentPort } from "#core/port/index.ts";
import { isBackendOutage } from "#core/errors/backend-outage.ts";

const KEY_PREFIX = "content-last-seen:";

/** What this isolate last wrote per key (the port is made per request): KV is written only when the content changed. */
const written = new Map<string, string>();

export function withLastSeen(port: SiteContentPort, kv: KVNamespace, defer: (task: Promise<unknown>) => void): SiteContentPort {
  async function lastSeen<T>(key: string, read: () => Promise<T>, empty: T): Promise<T> {
    try {
      const fresh = await read();
      const text = JSON.stringify(fresh);
      if (written.get(key) !== text) {
        written.set(key, text);
        defer(kv.put(KEY_PREFIX + key, text));
      }
      return fresh;
    } catch (error) {
      if (!isBackendOutage(error)) throw error;
      const kept = await kv.get<T>(KEY_PREFIX + key, "json");
      console.warn(`the content service did not answer ${key}: ${kept ? "the last version seen" : "nothing seen yet, none"} is shown`, error);
      return kept ?? empty;
    }
  }

  return {
    ...port,
    navigation: (store, categories) => lastSeen(`navigation:${store}`, () => port.navigation(store, categories), []),
    footer: (store, locale) => lastSeen(`footer:${store}:${locale}`, () => port.footer(store, locale), { columns: [] }),
  };
}
