import type { Route } from "./+types/sitemap";
import type { SitemapEntry } from "../../worker/commerce/port/index.ts";
import { SITEMAP_TAG } from "../cache/vocabulary.ts";
import { pageAlternates, productAlternates } from "../catalog/hrefs.ts";
import { routeContext } from "../context.ts";
import { hreflangLinks } from "../seo/hreflang.ts";
import { chunk, sitemapIndexXml, urlsetXml } from "../seo/sitemap.ts";
import { STORE_CODES, isStoreCode, type StoreCode } from "../stores.ts";

const xml = (body: string) => new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });

const alternatesOf = (entry: SitemapEntry) => (entry.type === "product" ? productAlternates(entry.sku, entry.slugs) : pageAlternates(entry.slugs));

/**
 * /sitemap.xml (an index of every store's sitemaps) and /sitemaps/{store}-{n}.xml (every active
 * product, category and CMS page of the store, with its hreflang twins).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { commerce, page } = routeContext(context);
  page.type("sitemap", SITEMAP_TAG);
  const sitemap = (code: StoreCode) => commerce.catalog.sitemap(code).then(chunk);
  if (!params.file) {
    const parts = await Promise.all(STORE_CODES.map(async (code) => (await sitemap(code)).map((_, i) => ({ loc: `${url.origin}/sitemaps/${code}-${i + 1}.xml` }))));
    return xml(sitemapIndexXml(parts.flat()));
  }
  const [, code = "", n = ""] = /^([a-z]{2})-([0-9]+)\.xml$/.exec(params.file) ?? [];
  const entries = isStoreCode(code) ? (await sitemap(code))[Number(n) - 1] : undefined;
  if (!entries || !isStoreCode(code)) throw new Response(`No sitemap ${params.file}`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return xml(
    urlsetXml(
      entries.map((entry) => {
        const alternates = alternatesOf(entry);
        return { loc: url.origin + alternates[code]!, alternates: hreflangLinks(url.origin, alternates) };
      }),
    ),
  );
}
