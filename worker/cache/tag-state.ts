import type { TagVersions } from "../objects/cache-index.ts";
import type { PageHead } from "./page-frame.ts";
import { observeVersions, pageKeyTag, tagShard, tagsByShard } from "./tag-shards.ts";

/**
 * How old this location's copy of a tag's version may be when a stored page is checked against it:
 * a purge anywhere stops every location serving the pages it made stale within this bound.
 */
export const TAG_STATE_MAX_AGE_MS = 5_000;
/** Tags known per isolate; past it the copy starts over (a burst of shard reads, never a wrong answer). */
const MAX_KNOWN_TAGS = 50_000;

/**
 * A location's copy of the tag index's versions, in isolate memory: each version with when it was
 * read from its shard. Isolate memory rather than the Cache API: a hit that finds its tags known
 * costs nothing at all, where a Cache API read is an I/O per lookup on every hit (decision 0029).
 */
export class LocationTagState {
  private readonly known = new Map<string, { version: number; readAt: number }>();
  /** Shard reads under way, by tag: concurrent hits of stale tags share one read per shard. */
  private readonly reading = new Map<string, Promise<TagVersions>>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The versions of the tags, none older than the bound: those that are, or unknown, are read from their shards in parallel. */
  async versions(env: Pick<Env, "CACHE_INDEX">, tags: string[]): Promise<TagVersions> {
    const now = this.now();
    const versions: TagVersions = {};
    const toRead: string[] = [];
    for (const tag of tags) {
      const entry = this.known.get(tag);
      if (entry && now - entry.readAt <= TAG_STATE_MAX_AGE_MS) versions[tag] = entry.version;
      else toRead.push(tag);
    }
    const reads = new Set<Promise<TagVersions>>();
    const unread = toRead.filter((tag) => {
      const underWay = this.reading.get(tag);
      if (underWay) reads.add(underWay);
      return !underWay;
    });
    for (const [shard, group] of tagsByShard(unread)) reads.add(this.read(env, shard, group, now));
    for (const shardVersions of await Promise.all(reads)) {
      for (const tag of toRead) if (shardVersions[tag] !== undefined) versions[tag] = shardVersions[tag];
    }
    return versions;
  }

  private read(env: Pick<Env, "CACHE_INDEX">, shard: number, tags: string[], now: number): Promise<TagVersions> {
    const read = tagShard(env, shard)
      .versions(tags)
      .then((versions) => {
        this.learn(versions, now);
        return versions;
      })
      .finally(() => {
        for (const tag of tags) if (this.reading.get(tag) === read) this.reading.delete(tag);
      });
    for (const tag of tags) this.reading.set(tag, read);
    return read;
  }

  /** Versions just read from their shards (a registration, a purge here): known at once in this location. */
  learn(versions: TagVersions, readAt = this.now()): void {
    if (this.known.size > MAX_KNOWN_TAGS) this.known.clear();
    observeVersions(Object.values(versions));
    for (const [tag, version] of Object.entries(versions)) this.known.set(tag, { version, readAt });
  }

  /** A purge of everything: nothing known here can be trusted any more. */
  forgetAll(): void {
    this.known.clear();
  }

  /** Whether a stored page (under `key`) recorded the current version of each of its tags and of its key. */
  async isCurrent(env: Pick<Env, "CACHE_INDEX">, key: string, page: Pick<PageHead, "tags" | "versions">): Promise<boolean> {
    const tags = [...page.tags, pageKeyTag(key)];
    if (tags.some((tag) => page.versions[tag] === undefined)) return false;
    const current = await this.versions(env, tags);
    return tags.every((tag) => current[tag] === page.versions[tag]);
  }
}

/** This isolate's copy. */
export const locationTagState = new LocationTagState();
