/**
 * The output cache's tag index is spread over TAG_SHARDS Durable Objects (worker/objects/cache-index.ts),
 * each holding the tags that hash to it: a fill or a purge talks to the shards of its own tags only, in
 * parallel, and no object sees every fill or every purge (decision 0029).
 */
export const TAG_SHARDS = 16;

/** A page's own key is one of its tags, so a purge by URL bumps a version like any other purge. */
export const pageKeyTag = (key: string) => `key:${key}`;

/** FNV-1a (32 bit) of the tag, modulo the shard count: stable across deploys and isolates. */
export function shardOf(tag: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i++) {
    hash ^= tag.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % TAG_SHARDS;
}

/** The tags grouped by the shard that holds them. */
export function tagsByShard(tags: Iterable<string>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const tag of new Set(tags)) {
    const shard = shardOf(tag);
    const group = groups.get(shard);
    if (group) group.push(tag);
    else groups.set(shard, [tag]);
  }
  return groups;
}

export function tagShard(env: Pick<Env, "CACHE_INDEX">, shard: number) {
  return env.CACHE_INDEX.get(env.CACHE_INDEX.idFromName(`tags/${shard}`));
}

/**
 * Versions and tickets are times (epoch ms) made into a Lamport clock: a purge's version is at least
 * its shard's clock, the tag's previous version + 1, and one more than the highest version the
 * purging isolate has seen; a fill's ticket is at least one more than the highest version its isolate
 * has seen. So whatever one isolate saw happen is ordered exactly, and between machines the order
 * holds up to their clock skew, which `marginMs` (CACHE_CLOCK_MARGIN_MS) covers: a purge within the
 * margin of a fill's start makes the fill unstorable, never the other way round.
 */
let highestSeen = 0;

/** Versions this isolate has just read or made (a registration, a purge, a shard read). */
export function observeVersions(versions: Iterable<number>): void {
  for (const version of versions) if (version > highestSeen) highestSeen = version;
}

/** Sent with a purge: no version it sets may be below this. */
export const purgeVersionFloor = () => highestSeen + 1;

/** Taken by a fill before its render reads anything: a purge of any of its tags at or after it wins over the page. */
export const fillTicket = (marginMs: number) => Math.max(Date.now(), highestSeen + 1) - marginMs;
