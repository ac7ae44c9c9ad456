import type { StoreCode } from "../stores.ts";
import type { StoreSlugs } from "./catalog.ts";

/** A blog category (SPEC §3 "Blog category"); only active ones (status 1) are ever returned. */
export interface BlogCategory {
  id: number;
  /** The same category's key in every store. */
  key: string;
  urlKey: string;
  name: string;
  description: string;
}

/** A post as lists show it. */
export interface BlogPostSummary {
  id: number;
  key: string;
  urlKey: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  publishDate: string;
  authorName: string;
  /** The teaser (SPEC §3 short_content), plain text. */
  summary: string;
  /** Skus of the products the post is about, in order: its picture shows them. */
  productSkus: string[];
}

/** A post's page (SPEC §3 "Blog post"). */
export interface BlogPost extends BlogPostSummary {
  /**
   * The editors' HTML, rendered as it is: an adapter returns it sanitized — headings, paragraphs,
   * lists, links (relative or https), figures and images only; no script, style, form, frame or
   * event attribute. The embedded backend writes it that way (worker/db/seed/editorial/index.ts).
   */
  content: string;
  categories: BlogCategory[];
  productIds: number[];
}

/** Rows of a list to read: `limit` entries after the first `offset`. */
export interface ListWindow {
  offset: number;
  limit: number;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface AlbumSummary {
  id: number;
  key: string;
  urlKey: string;
  name: string;
  description: string;
  publishDate: string;
  pictureCount: number;
  /** The first picture's products: the album's cover. */
  coverSkus: string[];
}

export interface AlbumPicture {
  position: number;
  caption: string;
  /** The products shown, in order. */
  productIds: number[];
  productSkus: string[];
}

export interface Album extends AlbumSummary {
  pictures: AlbumPicture[];
}

/** A photo a customer shared of a product in their home. */
export interface CustomerPhoto {
  id: number;
  productId: number;
  productSku: string;
  displayName: string;
  town: string;
  caption: string;
  createdAt: string;
}

/** A published entry of a store, with its url key in every store that has it. */
export interface EditorialSitemapEntry {
  key: string;
  slugs: StoreSlugs;
}

export interface EditorialSitemap {
  blogCategories: EditorialSitemapEntry[];
  posts: EditorialSitemapEntry[];
  albums: EditorialSitemapEntry[];
}

/**
 * The magazine (blog categories and posts) and the inspiration pages (albums, customer photos): what a
 * headless CMS would hold. Lists hold published entries only: status 1 and published by today.
 */
export interface EditorialPort {
  blogCategories(store: StoreCode): Promise<BlogCategory[]>;
  /** Newest first (SPEC §6: publish_date desc); in one category when its id is given. */
  blogPosts(store: StoreCode, window: ListWindow, categoryId?: number): Promise<ListPage<BlogPostSummary>>;
  blogPost(store: StoreCode, urlKey: string): Promise<BlogPost | null>;
  /** The url key of a post or blog category (by key) in every store that has it. */
  blogSlugs(entity: "post" | "category", key: string): Promise<StoreSlugs>;
  albums(store: StoreCode, window: ListWindow): Promise<ListPage<AlbumSummary>>;
  album(store: StoreCode, urlKey: string): Promise<Album | null>;
  albumSlugs(key: string): Promise<StoreSlugs>;
  customerPhotos(store: StoreCode, window: ListWindow): Promise<ListPage<CustomerPhoto>>;
  sitemap(store: StoreCode): Promise<EditorialSitemap>;
}
