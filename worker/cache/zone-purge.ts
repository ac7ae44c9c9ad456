import type { Config } from "../config.ts";

const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";
/** Cloudflare takes at most 100 tags or URLs per purge call, on every plan. */
const ZONE_PURGE_BATCH = 100;
/** Purges run inside orders and catalog changes: a slow purge API must not hold them. */
const ZONE_PURGE_TIMEOUT_MS = 3_000;

export type ZonePurgeCall = { tags: string[] } | { files: string[] } | { hosts: string[] };
/** What a purge of the output cache names (purge.ts PurgeRequest): tags, everything, or pages, with their URLs when known. */
type PurgeRequest = { tags: string[] } | { all: true } | { urls?: string[] };

const batches = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / ZONE_PURGE_BATCH) }, (_, i) => items.slice(i * ZONE_PURGE_BATCH, (i + 1) * ZONE_PURGE_BATCH));

/**
 * The calls to Cloudflare's purge API that match a purge of the output cache: the same tags (pages
 * carry them in Cache-Tag, so Cloudflare's cache knows them too), the same URLs, or everything of the
 * shop's host (never the whole zone, which may serve other sites).
 */
export function zonePurgeCalls(request: PurgeRequest, host: string): ZonePurgeCall[] {
  if ("all" in request) return [{ hosts: [host] }];
  if ("tags" in request) return batches(request.tags).map((tags) => ({ tags }));
  return batches(request.urls ?? []).map((files) => ({ files }));
}

/** One purge call; a refusal or an unreachable API is logged and answers false. */
async function sendPurge(endpoint: string, token: string, call: ZonePurgeCall): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(call),
      signal: AbortSignal.timeout(ZONE_PURGE_TIMEOUT_MS),
    });
    if (response.ok) return true;
    console.error({ level: "error", message: "Cloudflare zone purge refused", status: response.status, answer: (await response.text()).slice(0, 500) });
  } catch (error) {
    console.error({ level: "error", message: "Cloudflare zone purge unreachable", error: String(error) });
  }
  return false;
}

/**
 * With a zone id and a purge token configured, forwards a purge to Cloudflare's cache in front of
 * the shop, so it never serves a page the output cache purged. Call it after the output cache is
 * purged, or the zone could refill from a stale copy. Answers whether every call was taken (null
 * when no zone is configured); failures never throw: the output cache is purged anyway.
 */
export async function forwardToZone(config: Pick<Config, "zonePurge" | "publicOrigin">, request: PurgeRequest): Promise<boolean | null> {
  const zone = config.zonePurge;
  if (!zone) return null;
  const endpoint = `${zone.apiUrl ?? CLOUDFLARE_API}/zones/${encodeURIComponent(zone.zoneId)}/purge_cache`;
  let allTaken = true;
  // One call after the other: Cloudflare rate-limits purge calls per account.
  for (const call of zonePurgeCalls(request, new URL(config.publicOrigin).host)) {
    allTaken = (await sendPurge(endpoint, zone.token, call)) && allTaken;
  }
  return allTaken;
}
