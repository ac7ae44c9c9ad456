import type { TagVersions } from "../objects/cache-index.ts";
import { TAG_SHARDS, pageKeyTag, purgeVersionFloor, tagShard, tagsByShard } from "./tag-shards.ts";

/**
 * Registers a page about to be stored under `key` with the shards of its tags and of its key, in
 * parallel, and answers the versions it must record; null when a purge of any of them came at or
 * after `ticket` (tag-shards.ts fillTicket): then the page must not be stored.
 */
export async function registerPage(env: Pick<Env, "CACHE_INDEX">, key: string, tags: string[], ticket: number, expiresAt: number): Promise<TagVersions | null> {
  const answers = await Promise.all([...tagsByShard([...tags, pageKeyTag(key)])].map(([shard, group]) => tagShard(env, shard).register(key, group, ticket, expiresAt)));
  if (answers.some((versions) => versions === null)) return null;
  return Object.assign({}, ...answers) as TagVersions;
}

/**
 * A purge over several shards counts its pages exactly (a page listed in more than one of them once) up
 * to this many per shard: past it, shipping every key to the purging Worker costs more than the count
 * is worth, and the count is each shard's summed, an upper bound.
 */
export const EXACT_PAGE_COUNT_UP_TO = 20_000;

/** What a purge did in the tag index: the new versions, and how many stored pages it scheduled for deletion. */
export interface IndexPurge {
  versions: TagVersions;
  pages: number;
  /** "exact": distinct pages; "at most": each shard's distinct pages summed, so a page listed in two shards counts twice. */
  count: "exact" | "at most";
}

/** Bumps the tags' versions, each in its own shard, all shards in parallel. */
export async function purgeTagsInIndex(env: Pick<Env, "CACHE_INDEX">, tags: string[]): Promise<IndexPurge> {
  const shards = tagsByShard(tags);
  // One shard counts its own pages distinctly; several list them, so that a page in two counts once.
  const listKeysUpTo = shards.size > 1 ? EXACT_PAGE_COUNT_UP_TO : 0;
  const answers = await Promise.all([...shards].map(([shard, group]) => tagShard(env, shard).purge(group, purgeVersionFloor(), listKeysUpTo)));
  const versions = Object.assign({}, ...answers.map((a) => a.versions)) as TagVersions;
  if (answers.length <= 1) return { versions, pages: answers[0]?.pages ?? 0, count: "exact" };
  if (answers.every((a) => a.keys)) return { versions, pages: new Set(answers.flatMap((a) => a.keys!)).size, count: "exact" };
  return { versions, pages: answers.reduce((sum, a) => sum + a.pages, 0), count: "at most" };
}

/** Raises every shard's floor: every stored page is stale. The versions answered are the floors, by shard ("shard:N"). */
export async function purgeAllInIndex(env: Pick<Env, "CACHE_INDEX">): Promise<IndexPurge> {
  const answers = await Promise.all(Array.from({ length: TAG_SHARDS }, (_, shard) => tagShard(env, shard).purgeAll(purgeVersionFloor())));
  return { versions: Object.fromEntries(answers.map((a, shard) => [`shard:${shard}`, a.floor])), pages: answers.reduce((sum, a) => sum + a.pages, 0), count: "exact" };
}
