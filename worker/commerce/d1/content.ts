import type { StoreCode } from "#core/stores.ts";
import type { Banner, CmsPage, StoreSlugs, UrlRewrite } from "#core/port/index.ts";

interface CmsPageRow {
  id: number;
  identifier: string;
  page_key: string;
  title: string;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
}

interface BannerRow {
  id: number;
  kind: "head" | "banner";
  title: string;
  subtitle: string;
  link: string;
}

const CMS_PAGE_COLUMNS = "id, identifier, page_key, title, content, page_layout, meta_title, meta_keywords, meta_description";

export async function readCmsPage(db: D1Database, store: StoreCode, identifier: string): Promise<CmsPage | null> {
  const row = await db
    .prepare(`SELECT ${CMS_PAGE_COLUMNS} FROM cms_pages WHERE store_code = ?1 AND identifier = ?2 AND active = 1`)
    .bind(store, identifier.replace(/\/+$/, ""))
    .first<CmsPageRow>();
  return row && cmsPage(row);
}

export async function readCmsPageById(db: D1Database, store: StoreCode, id: number): Promise<CmsPage | null> {
  const row = await db.prepare(`SELECT ${CMS_PAGE_COLUMNS} FROM cms_pages WHERE store_code = ?1 AND id = ?2 AND active = 1`).bind(store, id).first<CmsPageRow>();
  return row && cmsPage(row);
}

function cmsPage(row: CmsPageRow): CmsPage {
  return {
    id: row.id,
    identifier: row.identifier,
    pageKey: row.page_key,
    title: row.title,
    content: row.content,
    pageLayout: row.page_layout,
    metaTitle: row.meta_title,
    metaKeywords: row.meta_keywords,
    metaDescription: row.meta_description,
  };
}

export async function readBanners(db: D1Database, store: StoreCode): Promise<Banner[]> {
  const { results } = await db
    .prepare(`SELECT id, kind, title, subtitle, link FROM banners WHERE store_code = ?1 ORDER BY kind = 'head' DESC, position`)
    .bind(store)
    .all<BannerRow>();
  return results;
}

/** Only same-origin absolute paths are valid redirect targets: never '//host' or a scheme. */
export function isSafeRedirectTarget(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") && !/[\r\n]/.test(target);
}

export async function readUrlRewrite(db: D1Database, store: StoreCode, requestPath: string): Promise<UrlRewrite | null> {
  const row = await db
    .prepare(`SELECT target_path, redirect_code FROM url_rewrites WHERE store_code = ?1 AND request_path = ?2`)
    .bind(store, requestPath.replace(/^\/+/, ""))
    .first<{ target_path: string; redirect_code: number }>();
  if (!row || !isSafeRedirectTarget(row.target_path)) return null;
  return { targetPath: row.target_path, redirectCode: row.redirect_code === 302 ? 302 : 301 };
}

/**
 * The same page in every store. A content page (identifier = page_key, e.g. 'delivery') and a
 * store's localized page with the same key (e.g. 'leverans') are different pages.
 */
/**
 * Where a CMS page lives in each store: its localized identifier when the store has one
 * (kundtjanst), else the page key (customer-service). One canonical URL per page and store.
 */
export async function readCmsSlugs(db: D1Database, page: Pick<CmsPage, "pageKey" | "identifier">): Promise<StoreSlugs> {
  const { results } = await db
    .prepare(`SELECT store_code, identifier FROM cms_pages WHERE page_key = ?1 AND active = 1 ORDER BY (identifier = page_key) DESC, id`)
    .bind(page.pageKey)
    .all<{ store_code: StoreCode; identifier: string }>();
  // Later rows win: the localized identifier, then the newest.
  return Object.fromEntries(results.map((r) => [r.store_code, r.identifier]));
}
