import { z } from "zod";
import { storeFromPath } from "../middleware/store-code.ts";
import { KNOWN_TAGS_DESCRIPTION, isKnownTag, pageCacheKey, pageKeyInEveryLanguage } from "#core/cache/vocabulary.ts";
import type { PurgeRequest } from "../cache/purge.ts";

const MAX_ITEMS = 1000;

/** The tags pages carry (app/cache/vocabulary.ts); anything else is a typo. */
const tag = z.string().refine(isKnownTag, { error: (issue) => `unknown tag ${JSON.stringify(issue.input)}; expected ${KNOWN_TAGS_DESCRIPTION}` });

const body = z.union([
  z.strictObject({ tags: z.array(tag).min(1, { error: "tags must list at least one tag" }).max(MAX_ITEMS) }),
  z.strictObject({ urls: z.array(z.string().min(1)).min(1, { error: "urls must list at least one URL" }).max(MAX_ITEMS) }),
  z.strictObject({ all: z.literal(true, { error: "all must be true" }) }),
]);

export type ParsedPurge = { ok: true; request: PurgeRequest } | { ok: false; message: string };

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid purge request";
  if (issue.code === "invalid_union") {
    // Report the branch the caller meant: the one whose key they sent.
    const nested = issue.errors.map((branch) => branch[0]).filter((i): i is z.core.$ZodIssue => i !== undefined && i.code !== "unrecognized_keys" && i.path.length > 0);
    const chosen = nested[0];
    if (chosen) return `${chosen.path.join(".")}: ${chosen.message}`;
    return 'the body must be {"tags": [...]}, {"urls": [...]} or {"all": true}';
  }
  return `${issue.path.join(".") || "body"}: ${issue.message}`;
}

/** Turns a URL or path into the cache keys of that page, one per interface language; only this shop's own origin is accepted. */
function urlToKeys(raw: string, origin: string): string[] | { error: string } {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { error: `urls: ${JSON.stringify(raw)} is not a URL` };
  }
  if (url.origin !== origin) return { error: `urls: ${JSON.stringify(raw)} is not on ${origin}` };
  const key = pageCacheKey(storeFromPath(url.pathname), url.pathname, url.searchParams);
  return key ? pageKeyInEveryLanguage(key) : { error: `urls: ${JSON.stringify(raw)} has a query too long to be cached` };
}

export function parsePurgeRequest(json: unknown, origin: string): ParsedPurge {
  const parsed = body.safeParse(json);
  if (!parsed.success) return { ok: false, message: describe(parsed.error) };
  const value = parsed.data;
  if ("urls" in value) {
    const keys: string[] = [];
    for (const raw of value.urls) {
      const keysOfUrl = urlToKeys(raw, origin);
      if (!Array.isArray(keysOfUrl)) return { ok: false, message: keysOfUrl.error };
      keys.push(...keysOfUrl);
    }
    return { ok: true, request: { keys, urls: value.urls.map((raw) => new URL(raw, origin).href) } };
  }
  return { ok: true, request: value };
}

/** /invalidate's tag list: comma-separated, '*' for everything. */
export function parseInvalidateTags(raw: string | undefined): ParsedPurge {
  if (!raw?.trim()) return { ok: false, message: "tag is required: a comma-separated list of tags, or * for all" };
  if (raw.trim() === "*") return { ok: true, request: { all: true } };
  return parsePurgeRequest({ tags: raw.split(",").map((t) => t.trim()).filter(Boolean) }, "");
}
