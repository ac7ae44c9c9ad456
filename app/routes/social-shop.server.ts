import type { Route } from "./+types/social-shop";
import { inspirationHref, pageHref, storePathAlternates } from "#core/catalog/hrefs.ts";
import { instagramFeed } from "../content/instagram-feed.server.ts";
import { routeContext } from "../context.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";

/** /inspiration/social-shop: the shop's Instagram posts, each with the pieces its picture shows to buy. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  page.type("inspiration");
  const posts = await instagramFeed(store, commerce, page);
  const title = t("socialShop.title");
  const trail = editorialTrail(store, t, { name: t("inspiration.title"), href: inspirationHref(store) });
  return {
    title,
    trail,
    posts,
    seo: editorialSeo({ url, store, t, title, description: t("socialShop.intro"), href: pageHref(store, store.paths.socialShop), trail, alternates: storePathAlternates("socialShop") }),
  };
}
