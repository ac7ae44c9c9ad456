import * as workers from "cloudflare:workers";

/** What the cached pages entrypoint gets from the front: the output cache's key of the page, so Workers Cache keys by it too. */
export type PagesProps = { key: string };

/** What a purge of the output cache names (purge.ts PurgeRequest): tags, everything, or pages by key. */
type PurgeRequest = { tags: string[] } | { all: true } | { keys: string[] };

/** The path of a page key (page:{store}[~{language}]:{path}[?{query}]): Workers Cache purges by path prefix, not by key. */
function pathOfKey(key: string): string | null {
  const match = /^page:[a-z]+(?:~[A-Za-z-]+)?:(\/[^?]*)/.exec(key);
  return match?.[1] ?? null;
}

/**
 * The Workers Cache purge matching a purge of the output cache: the same tags (stored pages carry them
 * in Cache-Tag), everything, or the paths of the purged pages (a prefix purge, so it may drop a few
 * neighbours too: a copy dropped early only costs a re-fill). Null when nothing is named.
 */
export function workersCachePurgeOf(request: PurgeRequest): CachePurgeOptions | null {
  if ("all" in request) return { purgeEverything: true };
  if ("tags" in request) return request.tags.length ? { tags: [...request.tags] } : null;
  const paths = [...new Set(request.keys.map(pathOfKey).filter((path) => path !== null))];
  return paths.length ? { pathPrefixes: paths } : null;
}

/**
 * Whether the runtime puts Workers Cache in front of this Worker's entrypoints and can reach the cached
 * pages one by loopback (Cloudflare, with `cache.enabled`). workerd and miniflare have neither, so
 * locally and in the tests every request is served by the shop itself and the KV tier, as before.
 */
export function hasWorkersCache(ctx: Pick<ExecutionContext, "cache" | "exports">): boolean {
  return ctx.cache !== undefined && typeof ctx.exports?.Pages === "function";
}

/**
 * Purges the cached pages entrypoint's copies. A Worker's cache is purged per entrypoint, from inside it,
 * so the purge travels to the Pages entrypoint by RPC (RPC calls bypass the cache). Answers whether the
 * purge was taken, or null where there is no Workers Cache; a failure is logged, never thrown.
 */
export async function purgeWorkersCache(request: PurgeRequest): Promise<boolean | null> {
  const options = workersCachePurgeOf(request);
  // A namespace import: a runtime without these exports answers undefined rather than failing to load the Worker.
  const pages = workers.cache === undefined ? undefined : workers.exports?.Pages;
  if (!options || !pages) return null;
  try {
    const result = await pages.purge(options);
    if (result?.success === false) console.error({ level: "error", message: "Workers Cache purge refused", errors: result.errors });
    return result?.success ?? null;
  } catch (error) {
    console.error({ level: "error", message: "Workers Cache purge failed", error: String(error) });
    return false;
  }
}
