/**
 * The demo shop's content in Contentful's import format (what contentful-export writes and contentful-import
 * reads: locales, entries and assets with every locale's values, `fields.{field}.{locale}`), made from the
 * seed, so an editor's space starts as the demo shop: the CMS pages (their HTML as rich text), the
 * header's navigation (the category menu), the footer's columns and the home banners with their pictures.
 * Every entry and asset has an id of its own making, so importing again updates them instead of adding more.
 * The content types come from content-model.cjs; decision 0048.
 */
import { shopFooterColumns } from "#core/content/shop-footer.ts";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import { STORE_CODES, STORE_VIEWS, DEFAULT_STORE, type StoreCode } from "#core/stores.ts";
import { bannerRows } from "#scripts/seed/banners.ts";
import { buildCategories } from "#scripts/seed/categories.ts";
import { cmsPageRows } from "#scripts/seed/content.ts";
import type { Row } from "#scripts/seed/schema.ts";
import { htmlToRichText } from "./html-to-rich-text.ts";

/** The seed's tables the content comes from. */
export interface DemoContentSource {
  categories: Row[];
  category_texts: Row[];
  cms_pages: Row[];
  banners: Row[];
}

type Localized<T = unknown> = Record<string, T>;

export interface ImportLocale {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
  optional: boolean;
}

export interface ImportEntry {
  sys: { id: string; type: "Entry"; contentType: { sys: { type: "Link"; linkType: "ContentType"; id: string } } };
  fields: Record<string, Localized>;
}

export interface ImportFile {
  url: string;
  fileName: string;
  contentType: string;
  details: { image: { width: number; height: number } };
}

export interface ImportAsset {
  sys: { id: string; type: "Asset" };
  fields: { title: Localized<string>; description: Localized<string>; file: Localized<ImportFile> };
}

/** The document contentful-import takes as `content`. */
export interface ContentfulImport {
  locales: ImportLocale[];
  entries: ImportEntry[];
  assets: ImportAsset[];
}

/** A banner picture to upload: the demo shop draws it (/media/banner/{id}-{width}.png), the import sends it from `file`. */
export interface BannerPicture {
  bannerId: number;
  /** Where contentful-import reads it, below its assets directory (the file's URL without `//`). */
  file: string;
}

/** The width the banner pictures are drawn at: the hero's frame (docs/contentful.md), which the Images API cuts down. */
export const BANNER_PICTURE = { width: 1440, height: 560 };

const link = (linkType: "Entry" | "Asset", id: string) => ({ sys: { type: "Link", linkType, id } });
const entry = (id: string, contentType: string, fields: Record<string, Localized>): ImportEntry => ({
  sys: { id, type: "Entry", contentType: { sys: { type: "Link", linkType: "ContentType", id: contentType } } },
  fields,
});

/** Removes a store's URL prefix from one of its paths ("/dk/sofaer" → "/sofaer"). */
function storeRelative(store: StoreCode, href: string): string {
  const prefix = STORE_VIEWS[store].urlPrefix;
  if (!prefix) return href;
  return href === prefix ? "/" : href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
}

/** The seed's content tables, without the catalog of products (the content does not depend on it). */
export function demoContentSource(): DemoContentSource {
  const categories = buildCategories();
  return { categories: categories.categories, category_texts: categories.category_texts, cms_pages: cmsPageRows(), banners: bannerRows(categories) };
}

/**
 * The import's locales: each store's, the default store's first. None falls back to another: every store has
 * its own words in the seed, and a page one store lacks (a store path of its own) must stay missing in the others.
 */
export function importLocales(locales: Record<StoreCode, string>): ImportLocale[] {
  const stores = [DEFAULT_STORE, ...STORE_CODES.filter((store) => store !== DEFAULT_STORE)];
  return stores.map((store) => ({ code: locales[store], name: STORE_VIEWS[store].name, default: store === DEFAULT_STORE, fallbackCode: null, optional: store !== DEFAULT_STORE }));
}

/**
 * One page entry per page in every store: a content page (its identifier is its page key, the same in every
 * store) or a store path's page (kundtjanst, kundeservice …: localized identifiers sharing a page key).
 */
async function pageEntries(pages: Row[], locales: Record<StoreCode, string>): Promise<ImportEntry[]> {
  const groups = new Map<string, Row[]>();
  for (const row of pages.filter((page) => Number(page.active) === 1)) {
    const key = row.identifier === row.page_key ? String(row.page_key) : `${row.page_key}-path`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return Promise.all(
    [...groups].map(async ([pageKey, rows]) => {
      const fields: Record<string, Localized> = { pageKey: { [locales[DEFAULT_STORE]]: pageKey } };
      const set = (field: string, locale: string, value: unknown) => {
        if (value !== "" && value !== null) (fields[field] ??= {})[locale] = value;
      };
      for (const row of rows) {
        const locale = locales[row.store_code as StoreCode];
        if (fields.slug?.[locale] !== undefined) throw new Error(`page ${pageKey} has two identifiers in store ${row.store_code}`);
        set("slug", locale, row.identifier);
        set("title", locale, row.title);
        set("metaTitle", locale, row.meta_title);
        set("metaDescription", locale, row.meta_description);
        set("metaKeywords", locale, row.meta_keywords);
        set("body", locale, await htmlToRichText(String(row.content)));
      }
      // Contentful requires a required field's value in the default locale.
      if (fields.slug?.[locales[DEFAULT_STORE]] === undefined) throw new Error(`page ${pageKey} is missing from the default store ${DEFAULT_STORE}`);
      return entry(`page-${pageKey}`, "page", fields);
    }),
  );
}

interface MenuCategory {
  id: number;
  children: number[];
}

/** The categories of the header's menu in their order (the commerce backend's category tree: active, in the menu, by level and position). */
function menuCategories(categories: Row[]): MenuCategory[] {
  const shown = categories.filter((row) => Number(row.is_active) === 1 && Number(row.include_in_menu) === 1);
  shown.sort((a, b) => Number(a.level) - Number(b.level) || Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id));
  const nodes = new Map<number, MenuCategory>();
  const roots: MenuCategory[] = [];
  for (const row of shown) {
    const node = { id: Number(row.id), children: [] };
    nodes.set(node.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(Number(row.parent_id));
    if (parent) parent.children.push(node.id);
    else if (Number(row.level) <= 1) roots.push(node);
  }
  return roots;
}

/** The navigation: a navigationItem per menu category (its name in each store) leading to a categoryLink of it. */
function navigationEntries(source: DemoContentSource, locales: Record<StoreCode, string>): ImportEntry[] {
  const names = new Map<number, Localized<string>>();
  for (const text of source.category_texts) {
    const id = Number(text.category_id);
    names.set(id, { ...names.get(id), [locales[text.store_code as StoreCode]]: String(text.name) });
  }
  const defaultLocale = locales[DEFAULT_STORE];
  const roots = menuCategories(source.categories);
  const entries: ImportEntry[] = [];
  const item = (id: number, children: number[]): string => {
    const label = names.get(id) ?? {};
    entries.push(entry(`category-${id}`, "categoryLink", { categoryId: { [defaultLocale]: id }, name: { [defaultLocale]: label[defaultLocale] ?? Object.values(label)[0] ?? String(id) } }));
    entries.push(
      entry(`nav-category-${id}`, "navigationItem", {
        label,
        target: { [defaultLocale]: link("Entry", `category-${id}`) },
        ...(children.length ? { children: { [defaultLocale]: children.map((child) => link("Entry", `nav-category-${child}`)) } } : {}),
      }),
    );
    return `nav-category-${id}`;
  };
  const items = roots.map((root) => {
    root.children.forEach((child) => item(child, []));
    return item(root.id, root.children);
  });
  entries.push(entry("navigation", "navigation", { name: { [defaultLocale]: "Header" }, items: { [defaultLocale]: items.map((id) => link("Entry", id)) } }));
  return entries;
}

/** The footer's columns of the shop's own pages, each store's headings and links in its locale (links by their place in the column). */
function footerEntries(locales: Record<StoreCode, string>): ImportEntry[] {
  const defaultLocale = locales[DEFAULT_STORE];
  type ColumnDraft = { heading: Localized<string>; links: Map<number, { label: Localized<string>; path: Localized<string> }> };
  const columns = new Map<number, ColumnDraft>();
  for (const store of STORE_CODES) {
    const view = STORE_VIEWS[store];
    shopFooterColumns(view, translatorFor(view)).forEach((column, c) => {
      const stored: ColumnDraft = columns.get(c) ?? { heading: {}, links: new Map() };
      stored.heading[locales[store]] = column.heading;
      column.links.forEach((footerLink, l) => {
        const storedLink = stored.links.get(l) ?? { label: {}, path: {} };
        storedLink.label[locales[store]] = footerLink.label;
        storedLink.path[locales[store]] = storeRelative(store, footerLink.href);
        stored.links.set(l, storedLink);
      });
      columns.set(c, stored);
    });
  }
  const entries: ImportEntry[] = [];
  for (const [c, column] of columns) {
    for (const [l, stored] of column.links) entries.push(entry(`footer-${c + 1}-link-${l + 1}`, "navigationItem", { label: stored.label, path: stored.path }));
    entries.push(entry(`footer-${c + 1}`, "footerColumn", { heading: column.heading, links: { [defaultLocale]: [...column.links.keys()].map((l) => link("Entry", `footer-${c + 1}-link-${l + 1}`)) } }));
  }
  entries.push(entry("footer", "footer", { name: { [defaultLocale]: "Footer" }, columns: { [defaultLocale]: [...columns.keys()].map((c) => link("Entry", `footer-${c + 1}`)) } }));
  return entries;
}

/** A homeBanner per position (the hero at 0), each store's words, link and picture in its locale. */
function bannerEntries(banners: Row[], locales: Record<StoreCode, string>): { entries: ImportEntry[]; assets: ImportAsset[]; pictures: BannerPicture[] } {
  const defaultLocale = locales[DEFAULT_STORE];
  const byPosition = new Map<number, Row[]>();
  for (const row of banners) byPosition.set(Number(row.position), [...(byPosition.get(Number(row.position)) ?? []), row]);
  const entries: ImportEntry[] = [];
  const assets: ImportAsset[] = [];
  const pictures: BannerPicture[] = [];
  for (const [position, rows] of [...byPosition].sort(([a], [b]) => a - b)) {
    const kinds = new Set(rows.map((row) => row.kind));
    if (kinds.size !== 1) throw new Error(`the banners at position ${position} are of different kinds in different stores`);
    const id = `banner-${position}`;
    const fields: Record<string, Localized> = { kind: { [defaultLocale]: rows[0]!.kind }, position: { [defaultLocale]: position }, image: { [defaultLocale]: link("Asset", `${id}-picture`) } };
    const asset: ImportAsset = { sys: { id: `${id}-picture`, type: "Asset" }, fields: { title: {}, description: {}, file: {} } };
    for (const row of rows) {
      const store = row.store_code as StoreCode;
      const locale = locales[store];
      (fields.title ??= {})[locale] = String(row.title);
      if (row.subtitle) (fields.subtitle ??= {})[locale] = String(row.subtitle);
      (fields.path ??= {})[locale] = storeRelative(store, String(row.link));
      const fileName = `banner-${row.id}.png`;
      const url = `//images.ctfassets.net/demo-content/${id}-picture/${locale}/${fileName}`;
      asset.fields.title[locale] = String(row.title);
      asset.fields.description[locale] = String(row.subtitle ?? "");
      asset.fields.file[locale] = { url, fileName, contentType: "image/png", details: { image: { ...BANNER_PICTURE } } };
      pictures.push({ bannerId: Number(row.id), file: url.slice(2) });
    }
    entries.push(entry(id, "homeBanner", fields));
    assets.push(asset);
  }
  return { entries, assets, pictures };
}

/** The demo shop's content, ready for contentful-import, and the banner pictures its assets upload. */
export async function demoContentImport(source: DemoContentSource, locales: Record<StoreCode, string>): Promise<{ content: ContentfulImport; pictures: BannerPicture[] }> {
  const banners = bannerEntries(source.banners, locales);
  const entries = [...(await pageEntries(source.cms_pages, locales)), ...navigationEntries(source, locales), ...footerEntries(locales), ...banners.entries];
  return { content: { locales: importLocales(locales), entries, assets: banners.assets }, pictures: banners.pictures };
}
