import { data, redirect } from "react-router";
import type { Route } from "./+types/album";
import { albumTag, productTag } from "#core/cache/vocabulary.ts";
import { albumAlternates, albumHref, inspirationHref } from "#core/catalog/hrefs.ts";
import { drawingSocialCard, picture, sceneKey } from "#core/catalog/images.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { redirectIfRewritten } from "./catch-all.server.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";

/** /inspiration/{url_key}: an album's pictures, each with the products it shows, then all of them to buy. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const album = await commerce.editorial.album(store.storeCode, params.slug);
  if (!album) {
    await redirectIfRewritten(url, store, commerce);
    throw data(null, { status: 404 });
  }
  const canonical = albumHref(store, album.urlKey);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const productIds = [...new Set(album.pictures.flatMap((entry) => entry.productIds))];
  page.type("inspiration", albumTag(album.key), ...productIds.map(productTag));

  const today = commerce.catalog.today();
  const [summaries, slugs] = await Promise.all([commerce.catalog.productSummaries(store.storeCode, productIds), commerce.editorial.albumSlugs(album.key)]);
  const cards = new Map(summaries.map((summary) => [summary.id, toProductCardView(summary, store, today)]));
  // A picture whose products are all gone is left out.
  const shown = album.pictures.filter((entry) => entry.productSkus.length > 0);
  const pictures = shown.map((entry) => ({
    position: entry.position,
    caption: entry.caption,
    image: picture("sceneWide", sceneKey(entry.productSkus)),
    products: entry.productIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [{ sku: card.sku, name: card.name, href: card.href }] : [];
    }),
  }));
  const trail = editorialTrail(store, t, { name: t("inspiration.title"), href: inspirationHref(store) });
  const [first] = shown;
  return {
    album: { name: album.name, description: album.description },
    trail,
    pictures,
    products: [...cards.values()],
    seo: editorialSeo({
      url,
      store,
      t,
      title: album.name,
      description: album.description,
      href: canonical,
      trail,
      alternates: albumAlternates(slugs),
      ogType: "article",
      image: first && { ...drawingSocialCard("sceneWide", sceneKey(first.productSkus)), alt: first.caption },
    }),
  };
}
