import { data } from "react-router";
import type { Route } from "./+types/customer-photos";
import { CUSTOMER_PHOTOS_TAG, productTag } from "../cache/vocabulary.ts";
import { inspirationHref, pageHref, storePathAlternates } from "../catalog/hrefs.ts";
import { picture, sceneKey } from "../catalog/images.ts";
import { toProductCardView } from "../catalog/product-card.ts";
import { routeContext } from "../context.ts";
import { PHOTOS_PER_PAGE, pageWindowParams, parsePageWindow, rowWindow } from "../domain/editorial-paging.ts";
import { listPagerView } from "../editorial/list-view.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { storePath } from "../stores.ts";

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
  const absolute = (href: string) => new URL(href, url.origin).href;
  const crumbs = [
    { name: t("header.home"), href: storePath(store, "/") },
    { name: t("inspiration.title"), href: inspirationHref(store) },
  ];
  return {
    title,
    crumbs,
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
    seo: buildPageSeo({
      url,
      title: pager.page > 1 ? `${title} – ${t("list.pageOf", { page: pager.page, pages: pager.pages })}` : title,
      description: t("customerPhotos.intro"),
      alternates: window.page === 1 && window.more === 0 ? storePathAlternates("customerPhotos") : {},
      locale: store.language,
      siteName: t("meta.siteName"),
      keepParams: ["page"],
      noindex: window.more > 0,
      jsonLd: [breadcrumbJsonLd([...crumbs, { name: title, href: base }].map((crumb) => ({ name: crumb.name, url: absolute(crumb.href) })))],
    }),
  };
}

export type CustomerPhotosData = Awaited<ReturnType<typeof loader>>;
