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

/** What a purge did in the tag index: the new versions, and how many stored pages it scheduled for deletion. */
export interface IndexPurge {
  versions: TagVersions;
  pages: number;
}

/** Bumps the tags' versions, each in its own shard, all shards in parallel. */
export async function purgeTagsInIndex(env: Pick<Env, "CACHE_INDEX">, tags: string[]): Promise<IndexPurge> {
  const answers = await Promise.all([...tagsByShard(tags)].map(([shard, group]) => tagShard(env, shard).purge(group, purgeVersionFloor())));
  return { versions: Object.assign({}, ...answers.map((a) => a.versions)) as TagVersions, pages: answers.reduce((sum, a) => sum + a.pages, 0) };
}

/** Raises every shard's floor: every stored page is stale. The versions answered are the floors, by shard ("shard:N"). */
export async function purgeAllInIndex(env: Pick<Env, "CACHE_INDEX">): Promise<IndexPurge> {
  const answers = await Promise.all(Array.from({ length: TAG_SHARDS }, (_, shard) => tagShard(env, shard).purgeAll(purgeVersionFloor())));
  return { versions: Object.fromEntries(answers.map((a, shard) => [`shard:${shard}`, a.floor])), pages: answers.reduce((sum, a) => sum + a.pages, 0) };
}
