import { Hono } from "hono";
import { hreflangLinks } from "../../app/seo/hreflang.ts";
import { robotsTxt } from "../../app/seo/robots.ts";
import { chunk, sitemapIndexXml, urlsetXml } from "../../app/seo/sitemap.ts";
import { STORE_CODES, STORE_VIEWS, isStoreCode, storePath } from "../../app/stores.ts";
import { tagHeaders } from "../cache/tags.ts";
import type { CommercePort } from "../commerce/port.ts";

/** Pages that are private to a shopper or hold no content worth indexing. */
const NOT_INDEXED = ["/checkout", "/confirmation", "/payment-failed", "/my-account", "/create-password", "/set-cart", "/search", "/api/", "/error"];

/** The same paths in every store. */
const DISALLOWED = STORE_CODES.flatMap((code) => NOT_INDEXED.map((path) => storePath(STORE_VIEWS[code], path)));

type SeoEnv = { Variables: { commerce: CommercePort } };

const xml = (body: string) =>
  new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", ...tagHeaders(["sitemap", "type:sitemap"]) } });

/** /robots.txt, /sitemap.xml (an index) and /sitemaps/{store}-{n}.xml (every active product, category and CMS page). */
export const seoRoutes = new Hono<SeoEnv>();

seoRoutes.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  return c.text(robotsTxt(origin, DISALLOWED), 200, tagHeaders(["robots", "type:robots"]));
});

seoRoutes.get("/sitemap.xml", async (c) => {
  const origin = new URL(c.req.url).origin;
  const parts = await Promise.all(
    STORE_CODES.map(async (code) => chunk(await c.var.commerce.sitemap(code)).map((_, i) => ({ loc: `${origin}/sitemaps/${code}-${i + 1}.xml` }))),
  );
  return xml(sitemapIndexXml(parts.flat()));
});

seoRoutes.get("/sitemaps/:file{[a-z]{2}-[0-9]+\\.xml}", async (c) => {
  const [code = "", n = ""] = c.req.param("file").replace(/\.xml$/, "").split("-");
  const entries = isStoreCode(code) ? chunk(await c.var.commerce.sitemap(code))[Number(n) - 1] : undefined;
  if (!entries) return c.text(`No sitemap ${c.req.param("file")}`, 404);
  const origin = new URL(c.req.url).origin;
  return xml(urlsetXml(entries.map((e) => ({ loc: origin + e.path, alternates: hreflangLinks(origin, e.alternates) }))));
});
