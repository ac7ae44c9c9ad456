import { describe, expect, it } from "vitest";
import type { PurgeRequest } from "#worker/cache/purge.ts";
import { zonePurgeCalls, type ZonePurgeCall } from "#worker/cache/zone-purge.ts";

const tags = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe("zonePurgeCalls (an output-cache purge as Cloudflare purge API calls, at most 100 items each)", () => {
  it.each<[string, PurgeRequest, ZonePurgeCall[]]>([
    ["one tag", { tags: ["P1"] }, [{ tags: ["P1"] }]],
    ["exactly one batch of tags", { tags: tags(100) }, [{ tags: tags(100) }]],
    ["tags over a batch", { tags: tags(250) }, [{ tags: tags(100) }, { tags: tags(200).slice(100) }, { tags: tags(250).slice(200) }]],
    ["everything: the shop's host, never the whole zone", { all: true as const }, [{ hosts: ["shop.example"] }]],
    ["URLs", { keys: ["page:se:/soffor"], urls: ["https://shop.example/soffor"] }, [{ files: ["https://shop.example/soffor"] }]],
    ["page keys without URLs (a page that went missing): nothing to forward", { keys: ["page:se:/gone"] }, []],
  ])("%s", (_, request, expected) => {
    expect(zonePurgeCalls(request, "shop.example")).toEqual(expected);
  });
});
