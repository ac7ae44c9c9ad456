import { data } from "react-router";
import type { Route } from "./+types/customer-photos";
import { CUSTOMER_PHOTOS_TAG, productTag } from "#core/cache/vocabulary.ts";
import { inspirationHref, pageHref, storePathAlternates } from "#core/catalog/hrefs.ts";
import { picture, sceneKey } from "#core/catalog/images.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { PHOTOS_PER_PAGE, pageWindowParams, parsePageWindow, rowWindow } from "#core/domain/editorial-paging.ts";
import { listPagerView } from "../editorial/list-view.ts";
import { editorialSeo, editorialTrail } from "../editorial/page-seo.ts";

/** Different photos of the same product are different rooms: scene variants 1–9. */
const photoVariant = (id: number) => (id % 9) + 1;

/** /inspiration/kundbilder: photos customers shared of our furniture at home, each linking its product. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const window = parsePageWindow(url.searchParams);
  for (const [name, value] of pageWindowParams(window)) page.dependsOn(name, value);
  const photos = await commerce.editorial.customerPhotos(store.storeCode, rowWindow(window, PHOTOS_PER_PAGE));
  const base = pageHref(store, store.paths.customerPhotos);
  const pager = listPagerView(base, window, PHOTOS_PER_PAGE, photos.total);
  if (!pager) throw data(null, { status: 404 });
  const productIds = [...new Set(photos.items.map((photo) => photo.productId))];
  page.type("inspiration", CUSTOMER_PHOTOS_TAG, ...productIds.map(productTag));

  const today = commerce.catalog.today();
  const cards = new Map((await commerce.catalog.productSummaries(store.storeCode, productIds)).map((summary) => [summary.id, toProductCardView(summary, store, today)]));
  const title = t("customerPhotos.title");
  const trail = editorialTrail(store, t, { name: t("inspiration.title"), href: inspirationHref(store) });
  return {
    title,
    trail,
    photos: photos.items.flatMap((photo) => {
      const product = cards.get(photo.productId);
      if (!product) return [];
      const key = sceneKey([photo.productSku]);
      return [{
        id: photo.id,
        displayName: photo.displayName,
        town: photo.town,
        caption: photo.caption,
        createdAt: photo.createdAt,
        image: picture("sceneSquare", key, { index: photoVariant(photo.id) }),
        product: { name: product.name, href: product.href, price: product.price, image: product.image },
      }];
    }),
    pager,
    seo: editorialSeo({ url, store, t, title, description: t("customerPhotos.intro"), href: base, trail, alternates: storePathAlternates("customerPhotos"), list: { pager, window } }),
  };
}

export type CustomerPhotosData = Awaited<ReturnType<typeof loader>>;
