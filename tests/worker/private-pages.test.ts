import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { canonicalNoStorePath, isNeverCached } from "#core/cache/vocabulary.ts";
import { PAGES, PAGE_NAMES, pagePaths } from "#core/pages.ts";
import { STORE_CODES, STORE_VIEWS, storePath } from "#core/stores.ts";
import { casings, encodings, samplePath } from "#tests/support/route-samples.ts";

/**
 * What core/pages.ts declares, as a shopper and a crawler meet it: every private page, in every
 * store and casing, and every page kept from search engines. Derived from the declarations, so a
 * page declared tomorrow is covered without a line here.
 */
const ORIGIN = "http://shop.test";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: BOT });

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const NOINDEX = '<meta name="robots" content="noindex"/>';

const PRIVATE = PAGE_NAMES.filter((name) => PAGES[name].access === "private");
/** Pages that only send the shopper on to another page's path (301): there, not at their own spelling, is where a walk ends. */
const ALIAS_OF: Partial<Record<(typeof PAGE_NAMES)[number], (store: (typeof STORE_VIEWS)[keyof typeof STORE_VIEWS]) => string>> = { "cart-alias": (store) => store.paths.cart };
const UNLISTED_PUBLIC = PAGE_NAMES.filter((name) => PAGES[name].access === "public" && PAGES[name].indexing !== "listed");

/** The store-relative paths of the pages the output cache holds. */
async function storedPaths(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.PAGE_CACHE.list({ prefix: "page:", cursor });
    keys.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys.map((key) => key.replace(/^page:[^:]+:/, "").split("?")[0]!.replace(/^\/(dk|no|fi)(?=\/|$)/, "") || "/");
}

/** A path's answer after the redirects it gets (at most three, each a 301), with the path it ends at. */
async function followed(path: string): Promise<{ response: Response; path: string }> {
  let response = await get(path);
  for (let hops = 0; hops < 3 && response.status === 301; hops++) {
    await response.body?.cancel();
    path = new URL(response.headers.get("location")!, ORIGIN).pathname;
    response = await get(path);
  }
  return { response, path };
}

describe("a private page", () => {
  it.each(PRIVATE)("%s answers no-store and noindex and is never stored, in every store, casing and encoding (any other spelling is a 301 to its own)", async (name) => {
    // A public page the cache keeps, so the look at what it holds below sees pages when there are any.
    await (await get("/kundtjanst")).text();
    for (const code of STORE_CODES) {
      const store = STORE_VIEWS[code];
      for (const pattern of pagePaths(name, store)) {
        const canonical = storePath(store, samplePath(pattern));
        const landing = ALIAS_OF[name] ? storePath(store, ALIAS_OF[name](store)) : canonical;
        const spellings = casings(samplePath(pattern)).flatMap((path) => [storePath(store, path), storePath(store, path).replace(/^\/(dk|no|fi)(?=\/)/, (prefix) => prefix.toUpperCase())]);
        for (const written of new Set([...spellings, ...encodings(canonical)])) {
          const { response, path } = await followed(written);
          const label = `${written} → ${path}: ${response.status}`;
          // Redirected to the page's own spelling (its parameters keep theirs), or that spelling itself.
          expect(path.toLowerCase(), label).toBe(landing.toLowerCase());
          expect(canonicalNoStorePath(path), label).toBe(path);
          expect(response.headers.get("cache-control"), label).toBe("no-store");
          expect(response.headers.get("x-cache") ?? "BYPASS", label).toBe("BYPASS");
          const body = await response.text();
          // A page says so in its head; what is not a page sends the browser on (a redirect).
          if (response.headers.get("content-type")?.startsWith("text/html")) expect(head(body), label).toContain(NOINDEX);
          else expect(response.status, label).toBeGreaterThanOrEqual(300);
        }
        // Its React Router data, as a client-side navigation fetches it.
        const data = await get(`${canonical}.data`);
        expect(data.headers.get("cache-control"), `${canonical}.data`).toBe("no-store");
        await data.body?.cancel();
        // A form posted to another spelling is not redirected (a 301 would drop its body), and answers no-store all the same.
        const posted = await SELF.fetch(`${ORIGIN}${encodings(canonical)[0]}`, { method: "POST", redirect: "manual", headers: { ...BOT, origin: ORIGIN } });
        expect(posted.headers.get("cache-control"), `POST ${encodings(canonical)[0]}: ${posted.status}`).toBe("no-store");
        await posted.body?.cancel();
      }
    }
    const stored = await storedPaths();
    expect(stored).toContain("/kundtjanst");
    expect(stored.filter((path) => isNeverCached(path))).toEqual([]);
  });
});

/** A product of the catalog, for the pages whose path names one (the AR view): a made-up sku is not found. */
const productSku = async () => (await env.DB.prepare("SELECT sku FROM products WHERE parent_id IS NULL AND status = 1 AND visibility = 4 ORDER BY id LIMIT 1").first<{ sku: string }>())!.sku;

describe("a public page kept from search engines", () => {
  it.each(UNLISTED_PUBLIC)("%s says noindex in its head, in every store, and may be kept by browsers", async (name) => {
    const sku = await productSku();
    for (const code of STORE_CODES) {
      const store = STORE_VIEWS[code];
      for (const pattern of pagePaths(name, store)) {
        const path = storePath(store, samplePath(pattern.replace(":sku", sku)));
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(head(await response.text()), path).toContain(NOINDEX);
        // Stored and shared, or rendered with a nonce of its own (private): a browser may keep it either way.
        expect(response.headers.get("cache-control"), path).toMatch(/^(public, max-age=0, s-maxage=\d+|private, no-cache)/);
      }
    }
  });
});

describe("a listed page", () => {
  it.each(["/", "/kundtjanst", "/dk/kundeservice", "/soffor"])("%s says nothing of noindex", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('name="robots"');
  });
});
