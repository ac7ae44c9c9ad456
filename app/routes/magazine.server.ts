import { data } from "react-router";
import type { Route } from "./+types/magazine";
import { BLOG_TAG } from "#core/cache/vocabulary.ts";
import { blogCategoryAlternates, blogCategoryHref, magazineHref, storePathAlternates } from "#core/catalog/hrefs.ts";
import { routeContext } from "../context.ts";
import { POSTS_PER_PAGE, RECENT_POSTS, pageWindowParams, parsePageWindow, rowWindow } from "#core/domain/editorial-paging.ts";
import { listPagerView } from "../editorial/list-view.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";
import { postCardView } from "../editorial/post-view.ts";

/**
 * The magazine (/magazine) and its categories (/magazine/c/{url_key}): posts newest first, 10 a page with
 * "page x of y" and load more (SPEC §6 blog), the categories and, beside a category's posts, the 5 newest.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const categories = await commerce.editorial.blogCategories(store.storeCode);
  const category = params.slug === undefined ? null : categories.find((candidate) => candidate.urlKey === params.slug);
  if (category === undefined) {
    console.warn(`Blog category not found: ${params.slug} (${store.storeCode})`);
    throw data(null, { status: 404 });
  }
  const window = parsePageWindow(url.searchParams);
  for (const [name, value] of pageWindowParams(window)) page.dependsOn(name, value);
  page.type("blog", BLOG_TAG);

  const base = category ? blogCategoryHref(store, category.urlKey) : magazineHref(store);
  const posts = await commerce.editorial.blogPosts(store.storeCode, rowWindow(window, POSTS_PER_PAGE), category?.id);
  const pager = listPagerView(base, window, POSTS_PER_PAGE, posts.total);
  if (!pager) throw data(null, { status: 404 });
  const recent = category ? await commerce.editorial.blogPosts(store.storeCode, { offset: 0, limit: RECENT_POSTS }) : null;

  const title = category?.name ?? t("magazine.title");
  const description = category?.description ?? t("magazine.intro");
  const trail = editorialTrail(store, t, ...(category ? [{ name: t("magazine.title"), href: magazineHref(store) }] : []));
  const alternates = category ? blogCategoryAlternates(await commerce.editorial.blogSlugs("category", category.key)) : storePathAlternates("magazine");
  return {
    title,
    description,
    trail,
    categories: categories.map((entry) => ({ key: entry.key, name: entry.name, href: blogCategoryHref(store, entry.urlKey), current: entry.key === category?.key })),
    magazineHref: magazineHref(store),
    posts: posts.items.map((post) => postCardView(post, store)),
    recent: (recent?.items ?? []).map((post) => postCardView(post, store)),
    pager,
    // The front page's newest post leads the list (also while "load more" adds to it).
    leadPost: !category && window.page === 1,
    seo: editorialSeo({ url, store, t, title, description, href: base, trail, alternates, list: { pager, window } }),
  };
}
