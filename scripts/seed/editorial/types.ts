/**
 * The shape of the editorial copy one store language writes: the magazine (blog categories and posts)
 * and the inspiration pages (albums, customer photo captions). The Instagram posts are bundled content
 * of the app (app/content/instagram/). What each piece is
 * about, which products it shows and when it was published live in plan.ts; the copy only says it.
 *
 * Inline links in paragraphs and list items use a small markdown form the seed resolves per store:
 *   [anchor text](category:51)  → the store's page of catalogue category 51
 *   [anchor text](product:0)    → the post's related product 0 (see the plan: a product from that category)
 * Nothing else is markup: the text is escaped.
 */
import type { AlbumKey, BlogCategoryKey, PhotoGroup, PostKey } from "./plan.ts";

export interface BlogCategoryCopy {
  name: string;
  /** Lowercase ASCII words joined by hyphens, in the language (the trends category keeps 'arets-trender'). */
  urlKey: string;
  description: string;
}

export interface PostSection {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  /** A picture of the post's related products after this section, with this caption. */
  pictureCaption?: string;
}

export interface PostCopy {
  title: string;
  urlKey: string;
  /** The teaser on lists and the meta description: one or two sentences, at most 200 characters. */
  summary: string;
  sections: PostSection[];
}

export interface AlbumCopy {
  name: string;
  urlKey: string;
  description: string;
  /** One caption per picture of the album, in the plan's order. */
  captions: string[];
}

export interface EditorialCopy {
  /** Three editors' full names: posts are signed by them in turn. */
  authors: [string, string, string];
  blogCategories: Record<BlogCategoryKey, BlogCategoryCopy>;
  posts: Record<PostKey, PostCopy>;
  albums: Record<AlbumKey, AlbumCopy>;
  /** Towns customers write from (about 12). */
  towns: string[];
  /** What customers write under their photos, by what the photo shows (8 each, first person, 1–2 sentences). */
  photoCaptions: Record<PhotoGroup, string[]>;
}
