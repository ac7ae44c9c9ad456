import type { Commerce } from "#core/port/index.ts";
import type { PageDeclaration } from "#core/cache/page-declaration.ts";
import { categoryTag, productTag } from "#core/cache/vocabulary.ts";
import { CATEGORY_PICTURE_PIECES, picture, sceneKey } from "#core/catalog/images.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import type { StoreView } from "#core/stores.ts";
import { INSTAGRAM_POSTS } from "./instagram.ts";

/**
 * The store's Instagram posts with the pieces each shows: its category's featured products, drawn
 * together, so the picture and what the social shop sells are always the same products. The page
 * carries the categories' tags (a new best seller changes the post) and the products'.
 */
export async function instagramFeed(store: StoreView, commerce: Commerce, page: PageDeclaration, limit?: number) {
  const posts = INSTAGRAM_POSTS[store.storeCode].slice(0, limit);
  const today = commerce.catalog.today();
  const featured = await Promise.all(posts.map((post) => commerce.catalog.featuredProducts(store.storeCode, post.category, CATEGORY_PICTURE_PIECES)));
  page.tag(...new Set(posts.map((post) => categoryTag(post.category))), ...new Set(featured.flat().map((product) => productTag(product.id))));
  return posts.flatMap((post, i) => {
    const products = featured[i]!;
    if (products.length === 0) return [];
    return [{
      id: post.id,
      caption: post.caption,
      // The caption without its hashtags says what the picture shows.
      alt: post.caption.replace(/\s*#[\p{L}\p{N}_]+/gu, "").trim(),
      image: picture("sceneSquare", sceneKey(products.map((product) => product.sku))),
      products: products.map((product) => toProductCardView(product, store, today)),
    }];
  });
}
