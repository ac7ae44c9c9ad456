import type { StoreCode } from "../stores.ts";
import type { StoreSlugs } from "./catalog.ts";

export interface CmsPage {
  id: number;
  identifier: string;
  pageKey: string;
  title: string;
  content: string;
  pageLayout: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
}

/** A banner's image is addressed by its id (the app owns media URLs); `link` is the editor's store path. */
export interface Banner {
  id: number;
  kind: "head" | "banner";
  title: string;
  subtitle: string;
  link: string;
}

export interface UrlRewrite {
  targetPath: string;
  redirectCode: 301 | 302;
}

/** CMS pages, banners and the URL-rewrite table. */
export interface ContentPort {
  cmsPage(store: StoreCode, identifier: string): Promise<CmsPage | null>;
  cmsPageById(store: StoreCode, id: number): Promise<CmsPage | null>;
  /** The same page's identifier in every store. */
  cmsSlugs(page: Pick<CmsPage, "pageKey" | "identifier">): Promise<StoreSlugs>;
  banners(store: StoreCode): Promise<Banner[]>;
  urlRewrite(store: StoreCode, requestPath: string): Promise<UrlRewrite | null>;
}
