import { blogPostHref } from "#core/catalog/hrefs.ts";
import { picture, sceneKey, type Picture } from "#core/catalog/images.ts";
import type { BlogPostSummary } from "#core/port/index.ts";
import type { StoreView } from "#core/stores.ts";

/** A post as a card or a list line shows it. */
export interface PostCardView {
  key: string;
  title: string;
  summary: string;
  href: string;
  publishDate: string;
  authorName: string;
  image: Picture | null;
}

export function postCardView(post: BlogPostSummary, store: StoreView): PostCardView {
  return {
    key: post.key,
    title: post.title,
    summary: post.summary,
    href: blogPostHref(store, post.urlKey),
    publishDate: post.publishDate,
    authorName: post.authorName,
    image: post.productSkus.length > 0 ? picture("sceneCard", sceneKey(post.productSkus)) : null,
  };
}
