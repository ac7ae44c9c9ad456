import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_TYPES, pageTypeTag, ttlFor, type PageType } from "#core/cache/vocabulary.ts";
import { encodeBody, identityBody, negotiateEncoding, type Encoding } from "#worker/cache/page-encodings.ts";
import { decodeFrame, encodeFrame } from "#worker/cache/page-frame.ts";
import { STALE_WINDOW_SECONDS, etagFor, matchesIfNoneMatch, pageEtag, storedPageCacheControl } from "#worker/cache/page-http.ts";
import { storablePage } from "#worker/cache/page-store.ts";
import { isPolicedScriptType, moduleScriptsCreatedByScript } from "#worker/cache/script-hashes.ts";

describe("the coding a stored page is answered in (Accept-Encoding)", () => {
  it.each<[string | null, Encoding]>([
    [null, "identity"],
    ["", "identity"],
    ["identity", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["br, gzip", "br"],
    // Browsers name gzip first: the front sends them gzip, so that is the body that passes it untouched.
    ["gzip, deflate, br, zstd", "gzip"],
    ["BR;Q=1, GZIP", "br"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["gzip;q=0.8, br", "br"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["br;q=0, gzip", "gzip"],
    ["identity, gzip", "identity"],
    ["*", "identity"],
    ["deflate", "identity"],
    ["zstd", "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["deflate, identity;q=0", "identity"],
    ["gzip;q=garbage", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("compressed once when stored", () => {
  it("keeps brotli and gzip bodies that decode to the page, and gives identity the gzip one decoded", async () => {
    const body = new TextEncoder().encode(`<!DOCTYPE html><p>${"soffa ".repeat(2000)}</p>`);
    const bodies = encodeBody(body);
    expect(new Uint8Array(brotliDecompressSync(bodies.br))).toEqual(body);
    expect(new Uint8Array(gunzipSync(bodies.gzip))).toEqual(body);
    expect(new Uint8Array(await new Response(identityBody(bodies)).arrayBuffer())).toEqual(body);
    expect(bodies.br.byteLength).toBeLessThan(body.byteLength / 10);
  });
});

describe("the stored frame", () => {
  it("gives back the page it was made of: head and every body", async () => {
    const page = await storablePage({ status: 200, contentType: "text/html; charset=utf-8", body: "<p>å</p>", tags: ["P1", "type:product"], storedAt: 1_700_000_000_000, ttl: 3600, policy: "script-src 'self'" });
    expect(decodeFrame(encodeFrame(page).buffer as ArrayBuffer)).toEqual(page);
  });

  it.each([
    ["a value of the JSON format before it", new TextEncoder().encode(JSON.stringify({ status: 200, body: "<p>x</p>" }))],
    ["an empty value", new Uint8Array()],
    ["a head cut short", new Uint8Array([0x50, 0x47, 0x46, 0x01, 200, 0, 0, 0, 0x7b])],
  ])("reads %s as no page (a miss), never an error", (_, bytes) => {
    expect(decodeFrame(bytes.buffer as ArrayBuffer)).toBeNull();
  });

  it("reads a frame with a body cut short as no page", async () => {
    const frame = encodeFrame(await storablePage({ status: 200, contentType: "text/html", body: "<p>x</p>".repeat(100), tags: [], storedAt: 0, ttl: 60, policy: null }));
    expect(decodeFrame(frame.slice(0, -1).buffer)).toBeNull();
  });
});

describe("validators", () => {
  it("are strong, differ per coding, and change with the body or the policy", async () => {
    const body = new TextEncoder().encode("<p>x</p>");
    const etag = await pageEtag("script-src 'sha256-a'", body);
    expect(etag).toMatch(/^"[\w-]{24}"$/);
    expect(new Set([etagFor(etag, "identity"), etagFor(etag, "gzip"), etagFor(etag, "br")]).size).toBe(3);
    expect(etagFor(etag, "br")).toMatch(/^"[\w-]{24}-br"$/);
    expect(await pageEtag("script-src 'sha256-b'", body)).not.toBe(etag);
    expect(await pageEtag("script-src 'sha256-a'", new TextEncoder().encode("<p>y</p>"))).not.toBe(etag);
  });

  it.each<[string | null, boolean]>([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"xyz", "abc"', true],
    ['"xyz" , W/"abc"', true],
    ["*", true],
    ['"abc-br"', false],
    ['"ab"', false],
    ["abc", false],
  ])("If-None-Match %j matches \"abc\": %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
  });
});

describe("Cache-Control of a stored page", () => {
  it.each(Object.keys(PAGE_TYPES) as PageType[])("%s: shared caches keep it for its page type's TTL, then revalidate while serving it stale", (type) => {
    expect(storedPageCacheControl({ ttl: ttlFor([pageTypeTag(type)]) })).toBe(`public, max-age=0, s-maxage=${PAGE_TYPES[type].ttl}, stale-while-revalidate=${STALE_WINDOW_SECONDS}`);
  });
});

describe("the inline scripts a policy governs", () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ["", true],
    ["module", true],
    [" Module ", true],
    ["text/javascript", true],
    ["application/javascript", true],
    ["importmap", true],
    ["speculationrules", true],
    ["application/ld+json", false],
    ["application/json", false],
    ["text/plain", false],
  ])("type %j: %s", (type, policed) => {
    expect(isPolicedScriptType(type)).toBe(policed);
  });
});

describe("a stored page's module scripts are inserted by a script ('strict-dynamic' lets those import, not a hashed parser-inserted one)", () => {
  it.each([
    [
      "React Router's inline bootstrap becomes a classic script that inserts it",
      '<script type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-3.js");</script>',
      '<script>(function(s){s.type="module";s.textContent=";\\nimport * as route0 from \\"/assets/root-1.js\\";\\nimport(\\"/assets/entry.client-3.js\\");";document.head.appendChild(s)})(document.createElement("script"))</script>',
      [';\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-3.js");'],
    ],
    ["a module with a src is left to its element", '<script type="module" src="/m.js"></script>', '<script type="module" src="/m.js"></script>', []],
    ["a classic script is left as it is", "<script>window.a=1</script>", "<script>window.a=1</script>", []],
    [
      "a '<' in the module cannot close the inserting script",
      '<script type="module">if(a<b)go()</script>',
      '<script>(function(s){s.type="module";s.textContent="if(a\\u003cb)go()";document.head.appendChild(s)})(document.createElement("script"))</script>',
      ["if(a<b)go()"],
    ],
  ])("%s", (_, html, expected, created) => {
    expect(moduleScriptsCreatedByScript(html)).toEqual({ html: expected, created });
  });
});
