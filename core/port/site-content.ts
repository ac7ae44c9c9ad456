import type { Locale, StoreCode } from "../stores.ts";
import type { CategoryNode, StoreSlugs } from "./catalog.ts";

/**
 * A content page (SPEC §3 "CMS page"; a content-service page is mapped onto it: page_layout 'contentful',
 * identifier from its URL slug). `content` is HTML rendered on the server and safe to insert as it is.
 */
export interface ContentPage {
  /** The backend's id: a row id, or a Contentful entry id. */
  id: string;
  /** The same page in every store (its identifier may be localized: kundtjanst, kundeservice …). */
  pageKey: string;
  identifier: string;
  title: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  content: string;
  pageLayout: string;
  active: boolean;
  /** Cache tags of what the page shows besides itself: embedded entries and assets, linked products and categories. */
  tags: string[];
}

/** A link an editor placed: its label and the store path it leads to (with the store's prefix). */
export interface ContentLink {
  label: string;
  href: string;
  /** Set when the link leads to a category: the menu shows the category's picture. */
  categoryId?: number;
}

/** The header's navigation: links in the editors' order, each with its own (one level). */
export interface NavigationItem extends ContentLink {
  children: ContentLink[];
}

export interface FooterColumn {
  heading: string;
  links: ContentLink[];
}

export interface SiteFooter {
  columns: FooterColumn[];
}

/** An image the content service holds: its URL without size or format (the shop's image pipeline adds those) and its alt text. */
export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A home page banner: the hero (`head`) or a tile; `image` null means the shop draws it (the demo catalog's banners). */
export interface HomeBanner {
  id: string;
  kind: "head" | "banner";
  title: string;
  subtitle: string;
  /** Where it leads, with the store's prefix. */
  href: string;
  image: ContentImage | null;
  /** Cache tags of the banner (a purge of its entry reaches the home page). */
  tags: string[];
}

/**
 * What the headless content service gives the shop (SPEC §1): content pages, the header's navigation, the
 * footer and the home banners, each in a store's locale. Adapters: the shop's own D1 (worker/content/d1-site-content.ts)
 * and Contentful (worker/content/contentful/). A service that cannot answer throws an error marked `unavailable`
 * (core/errors/backend-outage.ts).
 */
export interface SiteContentPort {
  page(store: StoreCode, identifier: string): Promise<ContentPage | null>;
  pageById(store: StoreCode, id: string): Promise<ContentPage | null>;
  /** The same page's identifier in every store that has it. */
  pageSlugs(page: Pick<ContentPage, "id" | "pageKey" | "identifier">): Promise<StoreSlugs>;
  /**
   * `categories`: the store's category tree as the caller has it (the shell reads it for its menu anyway):
   * a source whose navigation is the catalog's categories builds it from that and reads nothing again.
   */
  navigation(store: StoreCode, categories: () => Promise<CategoryNode[]>): Promise<NavigationItem[]>;
  /** `locale` is the shopper's interface language, for the words the shop supplies itself (the content service's are in the store's locale). */
  footer(store: StoreCode, locale: Locale): Promise<SiteFooter>;
  banners(store: StoreCode): Promise<HomeBanner[]>;
}
