import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { BLOG_TAG, blogPostTag, productTag } from "#core/cache/vocabulary.ts";
import { blogCategoryHref, blogPostAlternates, blogPostHref, magazineHref } from "#core/catalog/hrefs.ts";
import { drawingSocialCard, picture, sceneKey } from "#core/catalog/images.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { redirectIfRewritten } from "./catch-all.server.ts";
import { RECENT_POSTS } from "#core/domain/editorial-paging.ts";
import { postCardView } from "../editorial/post-view.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";
import { articleJsonLd } from "../seo/json-ld.ts";

/** /magazine/{url_key}: a post with its picture, byline, the products it is about and the newest posts. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const post = await commerce.editorial.blogPost(store.storeCode, params.slug);
  if (!post) {
    await redirectIfRewritten(url, store, commerce);
    console.warn(`Blog post not found: ${params.slug} (${store.storeCode})`);
    throw data(null, { status: 404 });
  }
  const canonical = blogPostHref(store, post.urlKey);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  page.type("blog", blogPostTag(post.key), BLOG_TAG, ...post.productIds.map(productTag));

  const today = commerce.catalog.today();
  const [products, recent, slugs] = await Promise.all([
    commerce.catalog.productSummaries(store.storeCode, post.productIds),
    commerce.editorial.blogPosts(store.storeCode, { offset: 0, limit: RECENT_POSTS + 1 }),
    commerce.editorial.blogSlugs("post", post.key),
  ]);
  const hero = post.productSkus.length > 0 ? picture("sceneWide", sceneKey(post.productSkus)) : null;
  const [section] = post.categories;
  const absolute = (href: string) => new URL(href, url.origin).href;
  const trail = editorialTrail(
    store,
    t,
    { name: t("magazine.title"), href: magazineHref(store) },
    ...(section ? [{ name: section.name, href: blogCategoryHref(store, section.urlKey) }] : []),
  );
  return {
    post: {
      title: post.title,
      summary: post.summary,
      content: post.content,
      publishDate: post.publishDate,
      authorName: post.authorName,
      hero,
      categories: post.categories.map((category) => ({ key: category.key, name: category.name, href: blogCategoryHref(store, category.urlKey) })),
    },
    trail,
    products: products.map((product) => toProductCardView(product, store, today)),
    recent: recent.items.filter((entry) => entry.key !== post.key).slice(0, RECENT_POSTS).map((entry) => postCardView(entry, store)),
    seo: editorialSeo({
      url,
      store,
      t,
      title: post.title,
      description: post.summary,
      href: canonical,
      trail,
      alternates: blogPostAlternates(slugs),
      ogType: "article",
      image: post.productSkus.length > 0 ? { ...drawingSocialCard("sceneWide", sceneKey(post.productSkus)), alt: post.title } : null,
      jsonLd: [
        articleJsonLd({
          headline: post.title,
          description: post.summary,
          url: absolute(canonical),
          image: absolute(hero?.src ?? picture("banner", 1).src),
          datePublished: post.publishDate,
          authorName: post.authorName,
          publisherName: t("meta.siteName"),
          publisherLogo: absolute("/icons/icon-512.png"),
          language: store.language,
          section: section?.name ?? null,
        }),
      ],
    }),
  };
}
