import type { Route } from "./+types/social-shop";
import { productTag } from "../cache/vocabulary.ts";
import { inspirationHref, pageHref, storePathAlternates } from "../catalog/hrefs.ts";
import { CATEGORY_PICTURE_PIECES, picture } from "../catalog/images.ts";
import { toProductCardView } from "../catalog/product-card.ts";
import { INSTAGRAM_POSTS } from "../content/instagram.ts";
import { routeContext } from "../context.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";

/** /inspiration/social-shop: the shop's Instagram posts, each with the pieces its picture shows to buy. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const posts = INSTAGRAM_POSTS[store.storeCode];
  const today = commerce.catalog.today();
  const categories = [...new Set(posts.map((post) => post.category))];
  const featured = new Map(
    await Promise.all(categories.map(async (id) => [id, await commerce.catalog.featuredProducts(store.storeCode, id, CATEGORY_PICTURE_PIECES)] as const)),
  );
  const productIds = [...featured.values()].flat().map((product) => product.id);
  page.type("inspiration", ...new Set(productIds.map(productTag)));
  const title = t("socialShop.title");
  const trail = editorialTrail(store, t, { name: t("inspiration.title"), href: inspirationHref(store) });
  return {
    title,
    trail,
    posts: posts.map((post) => ({
      id: post.id,
      caption: post.caption,
      image: picture("category", post.category),
      products: (featured.get(post.category) ?? []).map((product) => toProductCardView(product, store, today)),
    })),
    seo: editorialSeo({ url, store, t, title, description: t("socialShop.intro"), href: pageHref(store, store.paths.socialShop), trail, alternates: storePathAlternates("socialShop") }),
  };
}
