/**
 * The content port on Contentful (docs/contentful.md has the content model): pages (`page`), the header's
 * navigation (`navigation` of `navigationItem`s), the footer (`footer` of `footerColumn`s) and the home banners
 * (`homeBanner`), each read in the store's locale (Contentful falls back along the space's locale chain).
 */
import type { ContentLink, ContentPage, HomeBanner, NavigationItem, SiteContentPort } from "#core/port/site-content.ts";
import type { StoreSlugs } from "#core/port/catalog.ts";
import { contentEntryTag } from "#core/cache/vocabulary.ts";
import { STORE_CODES, STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";
import type { DeliveryApi, Entry, EntriesQuery } from "./delivery-api.ts";
import { Includes, resolveTargets, text, type CatalogLinks, type LinkTarget } from "./linked-content.ts";
import { contentImage, renderRichText } from "./rich-text.ts";

/** How deep links are resolved: a page's embedded entries, a menu's items and their children's targets. */
const PAGE_INCLUDE = 2;
const MENU_INCLUDE = 3;
/** At most this many banners (the home page shows a hero and a row of tiles). */
const BANNER_LIMIT = 20;

export interface ContentfulSiteContentOptions {
  api: DeliveryApi;
  locales: Record<StoreCode, string>;
  catalog: CatalogLinks;
}

type Answer = { includes: Includes; targets: Map<string, LinkTarget> };

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function createContentfulSiteContent({ api, locales, catalog }: ContentfulSiteContentOptions): SiteContentPort {
  async function read(store: StoreCode, query: EntriesQuery): Promise<{ items: Entry[] } & Answer> {
    const collection = await api.entries({ ...query, locale: locales[store] });
    const includes = new Includes(collection);
    return { items: collection.items, includes, targets: await resolveTargets(store, includes, catalog) };
  }

  /** Where an entry with a `target` (a page, product or category reference) or a store `path` leads. */
  function targetOf(store: StoreCode, fields: Record<string, unknown>, { includes, targets }: Answer): LinkTarget | null {
    const target = includes.entry(fields.target);
    const resolved = target && targets.get(target.sys.id);
    if (resolved) return resolved;
    const path = text(fields.path);
    return path.startsWith("/") && !path.startsWith("//") ? { href: storePath(STORE_VIEWS[store], path), tags: [] } : null;
  }

  const hrefOf = (store: StoreCode, fields: Record<string, unknown>, answer: Answer) => targetOf(store, fields, answer)?.href ?? null;

  /** A link an editor placed (a navigationItem); null when it leads nowhere the store has. */
  function link(store: StoreCode, entry: Entry | null, answer: Answer): ContentLink | null {
    if (!entry) return null;
    const fields = entry.fields as Record<string, unknown>;
    const target = targetOf(store, fields, answer);
    const label = text(fields.label);
    if (!target || !label) return null;
    return target.categoryId === undefined ? { label, href: target.href } : { label, href: target.href, categoryId: target.categoryId };
  }

  function page(store: StoreCode, entry: Entry | undefined, answer: Answer): ContentPage | null {
    if (!entry) return null;
    const fields = entry.fields as Record<string, unknown>;
    const identifier = text(fields.slug);
    if (!identifier) return null;
    const targetTags = [...answer.targets.values()].flatMap((target) => target.tags);
    return {
      id: entry.sys.id,
      pageKey: text(fields.pageKey) || entry.sys.id,
      identifier,
      title: text(fields.title),
      metaTitle: text(fields.metaTitle) || text(fields.title),
      metaKeywords: text(fields.metaKeywords),
      metaDescription: text(fields.metaDescription),
      content: renderRichText(fields.body, answer.includes, answer.targets),
      pageLayout: "contentful",
      // The Delivery API serves published entries only.
      active: true,
      tags: [...new Set([...answer.includes.tags(), ...targetTags])],
    };
  }

  return {
    async page(store, identifier) {
      const answer = await read(store, { content_type: "page", "fields.slug": identifier.replace(/\/+$/, ""), include: PAGE_INCLUDE, limit: 1 });
      return page(store, answer.items[0], answer);
    },
    async pageById(store, id) {
      const answer = await read(store, { content_type: "page", "sys.id": id, include: PAGE_INCLUDE, limit: 1 });
      return page(store, answer.items[0], answer);
    },
    async pageSlugs(contentPage) {
      // Every locale's slug at once (locale=*); a store whose locale has no slug of its own does not have the page.
      const { items } = await api.entries({ content_type: "page", "sys.id": contentPage.id, locale: "*", select: "sys.id,fields.slug", limit: 1 });
      const slugs = ((items[0]?.fields as { slug?: Record<string, unknown> } | undefined)?.slug ?? {}) as Record<string, unknown>;
      const bySlug: StoreSlugs = {};
      for (const store of STORE_CODES) if (text(slugs[locales[store]])) bySlug[store] = text(slugs[locales[store]]);
      return bySlug;
    },
    async navigation(store) {
      const answer = await read(store, { content_type: "navigation", include: MENU_INCLUDE, limit: 1 });
      const fields = (answer.items[0]?.fields ?? {}) as Record<string, unknown>;
      return entriesOf(fields.items).flatMap((item): NavigationItem[] => {
        const entry = answer.includes.entry(item);
        const own = link(store, entry, answer);
        if (!entry || !own) return [];
        const children = entriesOf((entry.fields as Record<string, unknown>).children).flatMap((child) => link(store, answer.includes.entry(child), answer) ?? []);
        return [{ ...own, children }];
      });
    },
    async footer(store) {
      const answer = await read(store, { content_type: "footer", include: MENU_INCLUDE, limit: 1 });
      const fields = (answer.items[0]?.fields ?? {}) as Record<string, unknown>;
      return {
        columns: entriesOf(fields.columns).flatMap((column) => {
          const entry = answer.includes.entry(column);
          if (!entry) return [];
          const columnFields = entry.fields as Record<string, unknown>;
          return [{ heading: text(columnFields.heading), links: entriesOf(columnFields.links).flatMap((item) => link(store, answer.includes.entry(item), answer) ?? []) }];
        }),
      };
    },
    async banners(store) {
      const answer = await read(store, { content_type: "homeBanner", order: "fields.position", include: PAGE_INCLUDE, limit: BANNER_LIMIT });
      return answer.items.flatMap((entry): HomeBanner[] => {
        const fields = entry.fields as Record<string, unknown>;
        const href = hrefOf(store, fields, answer);
        const target = answer.includes.entry(fields.target);
        if (!href) return [];
        return [
          {
            id: entry.sys.id,
            kind: fields.kind === "head" ? "head" : "banner",
            title: text(fields.title),
            subtitle: text(fields.subtitle),
            href,
            image: contentImage(answer.includes.asset(fields.image)),
            tags: [contentEntryTag(entry.sys.id), ...(target ? [contentEntryTag(target.sys.id), ...(answer.targets.get(target.sys.id)?.tags ?? [])] : [])],
          },
        ];
      });
    },
  };
}
