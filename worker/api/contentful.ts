/**
 * The content service's routes of SPEC §7: GET /api/contentful?slug=|entry_id= answers a page as the spec maps a
 * content-service page onto a CMS page (title, page_layout, meta_description, identifier from the slug,
 * content, id, active); POST /api/contentful/header and /footer?lang= the navigation and the footer in a
 * store's language. The same shapes whichever adapter holds the content; {code, result} as the shop's API.
 */
import { Hono, type Context } from "hono";
import { cmsPageRecord } from "#core/api/cms-page-record.ts";
import { STORE_CODES, STORE_VIEWS, type StoreView } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";
import { reply } from "./envelope.ts";
import { requestedStore } from "./store-param.ts";

const LANGUAGES = STORE_CODES.map((code) => STORE_VIEWS[code].language);

/** The store whose language `lang` names (sv-SE, da-DK …, any casing); the request's store when not given. */
function storeOfLanguage(c: Context<AppEnv>): StoreView | string {
  const lang = c.req.query("lang");
  if (lang === undefined || lang === "") return c.var.store;
  const code = STORE_CODES.find((store) => STORE_VIEWS[store].language.toLowerCase() === lang.toLowerCase());
  return code ? STORE_VIEWS[code] : `lang must be one of ${LANGUAGES.join(", ")}`;
}

export const contentfulApi = new Hono<AppEnv>();

contentfulApi.get("/", async (c) => {
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const slug = c.req.query("slug")?.trim();
  const entryId = c.req.query("entry_id")?.trim();
  if (!slug && !entryId) return reply(c, 400, "slug or entry_id is required");
  if (slug && entryId) return reply(c, 400, "slug and entry_id: give one of them, not both");
  if (slug && (slug.length > 256 || /[\s?#]/.test(slug))) return reply(c, 400, "slug: a page's URL slug, without spaces, ? or #");
  if (entryId && !/^[A-Za-z0-9_.-]{1,64}$/.test(entryId)) return reply(c, 400, "entry_id: an entry id is 1-64 letters, digits, ., _ or -");
  const { siteContent } = c.var;
  const page = slug ? await siteContent.page(store.storeCode, slug.replace(/^\/+/, "")) : await siteContent.pageById(store.storeCode, entryId!);
  if (!page) return reply(c, 404, slug ? `slug: no content page ${slug} in store ${store.storeCode}` : `entry_id: no content page ${entryId} in store ${store.storeCode}`);
  return reply(c, 200, cmsPageRecord(page));
});

contentfulApi.post("/header", async (c) => {
  const store = storeOfLanguage(c);
  if (typeof store === "string") return reply(c, 400, store);
  return reply(c, 200, { lang: store.language, items: await c.var.siteContent.navigation(store.storeCode, () => c.var.commerce.catalog.categoryTree(store.storeCode)) });
});

contentfulApi.post("/footer", async (c) => {
  const store = storeOfLanguage(c);
  if (typeof store === "string") return reply(c, 400, store);
  return reply(c, 200, { lang: store.language, ...(await c.var.siteContent.footer(store.storeCode, store.i18n.defaultLocale)) });
});
