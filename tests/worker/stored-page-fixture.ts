import { env } from "cloudflare:test";
import { PageStore, pageExpiresAt, type CachedPage } from "#worker/cache/page-store.ts";
import { registerPage } from "#worker/cache/tag-index.ts";
import { fillTicket } from "#worker/cache/tag-shards.ts";

/** Stores a page as a fill would: registered with its tags' shards, so it records their current versions. */
export async function storeRegisteredPage(key: string, page: CachedPage): Promise<CachedPage> {
  const versions = await registerPage(env, key, page.tags, fillTicket(0), pageExpiresAt(page));
  if (!versions) throw new Error(`${key}: a purge of its tags raced its registration`);
  const registered = { ...page, versions };
  await new PageStore(env.PAGE_CACHE).put(key, registered);
  return registered;
}
