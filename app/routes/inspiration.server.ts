import { data } from "react-router";
import type { Route } from "./+types/inspiration";
import { INSPIRATION_TAG } from "#core/cache/vocabulary.ts";
import { inspirationHref, pageHref, storePathAlternates } from "#core/catalog/hrefs.ts";
import { routeContext } from "../context.ts";
import { ALBUMS_PER_PAGE, pageWindowParams, parsePageWindow, rowWindow } from "#core/domain/editorial-paging.ts";
import { albumCardView } from "../editorial/album-view.ts";
import { listPagerView } from "../editorial/list-view.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";

/** /inspiration: the albums, newest first, 10 a page with "page x of y" and load more (SPEC §2), and the ways on. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const window = parsePageWindow(url.searchParams);
  for (const [name, value] of pageWindowParams(window)) page.dependsOn(name, value);
  page.type("inspiration", INSPIRATION_TAG);
  const albums = await commerce.editorial.albums(store.storeCode, rowWindow(window, ALBUMS_PER_PAGE));
  const base = inspirationHref(store);
  const pager = listPagerView(base, window, ALBUMS_PER_PAGE, albums.total);
  if (!pager) throw data(null, { status: 404 });
  const title = t("inspiration.title");
  const trail = editorialTrail(store, t);
  return {
    title,
    trail,
    albums: albums.items.map((album) => albumCardView(album, store)),
    pager,
    customerPhotosHref: pageHref(store, store.paths.customerPhotos),
    socialShopHref: pageHref(store, store.paths.socialShop),
    seo: editorialSeo({ url, store, t, title, description: t("inspiration.intro"), href: base, trail, alternates: storePathAlternates("inspiration"), list: { pager, window } }),
  };
}
