import type { Route } from "./+types/home";
import type { ProductList } from "#core/port/index.ts";
import { BLOG_TAG, HOME_TAG, productTag } from "#core/cache/vocabulary.ts";
import { magazineHref, pageHref } from "#core/catalog/hrefs.ts";
import { INSTAGRAM_STRIP } from "../content/instagram.ts";
import { instagramFeed } from "../content/instagram-feed.server.ts";
import { postCardView } from "../editorial/post-view.ts";
import { CATALOG_CONFIG } from "#core/catalog/config.ts";
import { picture } from "#core/catalog/images.ts";
import { framedContentPicture, framedContentSources } from "#core/catalog/content-images.ts";
import { toProductCardView, type ProductCardView } from "#core/catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { STORE_CODES, STORE_VIEWS, storePath } from "#core/stores.ts";

/** The newest magazine posts the home page shows. */
const HOME_POSTS = 3;

/** The home page: banners are critical (the hero paints first); the two product lists stream in, fail-soft. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, siteContent, t, page } = routeContext(context);
  const site = t("meta.siteName");
  const seo = buildPageSeo({
    url,
    title: t("meta.homeTitle", { site }),
    description: t("meta.homeDescription"),
    alternates: Object.fromEntries(STORE_CODES.map((code) => [code, storePath(STORE_VIEWS[code], "/")])),
    locale: store.language,
    siteName: site,
  });
  const today = commerce.catalog.today();
  page.type("home", HOME_TAG);
  const cards = (list: ProductList): Promise<ProductCardView[]> =>
    page.deferred(async () => {
      const products = await commerce.catalog.productList(store.storeCode, list, CATALOG_CONFIG.homeListSize);
      page.tag(...products.map((p) => productTag(p.id)));
      return products.map((p) => toProductCardView(p, store, today));
    }, []);
  // Banners paint first; the two product lists stream in behind the shell.
  const newCollection = cards("new");
  const bestsellers = cards("bestsellers");
  const magazine = page.deferred(async () => {
    const posts = await commerce.editorial.blogPosts(store.storeCode, { offset: 0, limit: HOME_POSTS });
    page.tag(BLOG_TAG);
    return posts.items.map((post) => postCardView(post, store));
  }, []);
  const banners = (await siteContent.banners(store.storeCode)).map((banner) => {
    page.tag(...banner.tags);
    const frame = banner.kind === "head" ? "banner" : "tile";
    // The shop draws its own banners; an editor's picture is cut to the same frame, so the page keeps its boxes.
    return {
      id: banner.id,
      kind: banner.kind,
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.href,
      image: banner.image ? framedContentPicture(banner.image, frame) : picture(frame, banner.id),
      phoneImage: banner.image ? framedContentPicture(banner.image, "bannerPhone") : picture("bannerPhone", banner.id),
      // An editor's picture also as AVIF and WebP, the browser choosing by what it decodes (the shop's own are SVG).
      sources: banner.image ? framedContentSources(banner.image, frame) : [],
      phoneSources: banner.image ? framedContentSources(banner.image, "bannerPhone") : [],
    };
  });
  const socialShop = pageHref(store, store.paths.socialShop);
  const instagram = page.deferred(async () => {
    const posts = await instagramFeed(store, commerce, page, INSTAGRAM_STRIP);
    return posts.map((post) => ({ id: post.id, alt: post.alt, image: post.image, href: `${socialShop}#post-${post.id}` }));
  }, []);
  return { seo, banners, newCollection, bestsellers, magazine, magazineHref: magazineHref(store), instagram, socialShop };
}
