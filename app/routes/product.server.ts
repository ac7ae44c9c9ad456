import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import type { Commerce, ConfigurableOption, LinkedProduct, ProductDetail, PriceData } from "#core/port/index.ts";
import type { PageDeclaration } from "#core/cache/page-declaration.ts";
import { categoryTag, productTag } from "#core/cache/vocabulary.ts";
import { cartCookie, readCartId } from "#core/catalog/cart-cookie.ts";
import { cartNoticeCookie, type CartNotice } from "#core/catalog/cart-notice.ts";
import { bundleComplete, bundlePriceDisplay, defaultBundleChoice } from "#core/domain/bundle-price.ts";
import { parseQty } from "#core/domain/cart.ts";
import { DEFAULT_SORT, STOCK_IN_STOCK_VALUE } from "#core/domain/listing-query.ts";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import { isBackendOutage } from "#core/errors/backend-outage.ts";
import { chosenFromForm } from "#core/domain/cart-options.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";
import { customOptionPrice, finalPrice, priceDisplay } from "#core/domain/price.ts";
import { formatDate } from "#core/domain/money.ts";
import { availabilityLabel, buyBox, stockBadge, stockOutlook, type AvailabilityInput, type AvailabilityLabel, type StockOutlook } from "#core/domain/stock.ts";
import { isExactConfiguration, optionValuesFor, selectVariant, type VariantChild } from "#core/domain/variants.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { breadcrumbJsonLd, productJsonLd, type SchemaAvailability } from "../seo/json-ld.ts";
import { buildPageSeo } from "../seo/page-seo.ts";
import { showroomName, showroomsIn, storePath, type StoreView } from "#core/stores.ts";
import { CATALOG_CONFIG } from "#core/catalog/config.ts";
import { productGallery, productImage, productSocialCard } from "#core/catalog/photos.ts";
import { arViewHref, pageHref, productAlternates, productHref, productReviewsHref } from "#core/catalog/hrefs.ts";
import { switchLinks } from "#core/catalog/store-switch.ts";
import { PRODUCT_PAGE_REVIEWS, reviewListQuery, reviewPaging } from "#core/domain/reviews.ts";
import { reviewListView } from "../reviews/review-list-view.ts";
import { toProductCardView } from "#core/catalog/product-card.ts";
import { pageStock } from "#core/catalog/page-stock.ts";
import { deliveryEstimate } from "#core/domain/delivery-estimate.ts";
import { FREE_RETURN_DAYS } from "#core/domain/shipping.ts";

const SCHEMA_AVAILABILITY: Record<AvailabilityLabel["kind"], SchemaAvailability> = {
  immediate: "InStock",
  low_stock: "LimitedAvailability",
  short_delivery: "BackOrder",
  ships_in_weeks: "BackOrder",
  order_only: "PreOrder",
  discontinued: "Discontinued",
  sold_out_season: "SoldOut",
};

/** What search engines are told of a product the cart does not take: nothing of it can be ordered now. */
const SCHEMA_UNAVAILABLE: Record<StockOutlook["kind"], SchemaAvailability> = {
  restock: "OutOfStock",
  supplier: "OutOfStock",
  out_of_stock: "OutOfStock",
  discontinued: "Discontinued",
  sold_out_season: "SoldOut",
};

/** Price, stock and what the buy box offers: labels, the buy box and the sold-out message read the same stock. */
function offerView(price: PriceData, history: ProductDetail["priceHistory"], stock: AvailabilityInput, today: string) {
  const display = priceDisplay(price, history, today);
  const availability = availabilityLabel(stock, "page");
  const outlook = stockOutlook(stock, today);
  return {
    price: display,
    offerEndsOn: display.special !== null ? price.specialToDate : null,
    stock: stockBadge(stock, "page", today),
    availability,
    outlook,
    buyBox: buyBox(stock),
  };
}

function wantedAttributes(url: URL, options: ConfigurableOption[]): Record<string, string> {
  const wanted: Record<string, string> = {};
  for (const option of options) {
    const value = url.searchParams.get(option.code);
    if (value && option.values.some((v) => v.value === value)) wanted[option.code] = value;
  }
  return wanted;
}

/** SPEC §4 configurable product: the selected child, the option pickers and any warning. */
function configure(product: ProductDetail, url: URL, childSku: string | undefined, store: StoreView, today: string) {
  const children: VariantChild[] = product.children.map((c) => ({
    sku: c.sku,
    status: c.status,
    isInStock: c.stock.isInStock,
    qty: c.stock.qty,
    finalPrice: finalPrice(c.price, today),
    attributes: c.attributes,
  }));
  const requested = childSku ? children.find((c) => c.sku === childSku) : undefined;
  if (childSku && !requested) throw data(null, { status: 404 });
  // The query's attributes are what the page's cache key depends on; a child sku is in the path already.
  const fromQuery = wantedAttributes(url, product.configurableOptions);
  const wanted = { ...requested?.attributes, ...fromQuery };
  const selection = selectVariant(children, { sku: childSku, attributes: wanted });
  const selected = selection.kind === "selected" ? product.children.find((c) => c.sku === selection.child.sku) : undefined;
  const chosen = selected?.attributes ?? wanted;
  const baseHref = productHref(store, product.sku, product.slug);
  const hrefFor = (attributes: Record<string, string>) => {
    const match = selectVariant(children, { attributes }, { fallbackToDefault: false });
    if (match.kind === "selected" && isExactConfiguration(match.child, attributes)) return productHref(store, product.sku, product.slug, match.child.sku);
    return `${baseHref}?${new URLSearchParams(attributes)}`;
  };
  const pickers = product.configurableOptions.map((option) => {
    const availability = new Map(optionValuesFor(children, option.code, chosen).map((v) => [v.value, v.available]));
    return {
      code: option.code,
      values: option.values.map((v) => ({
        ...v,
        selected: chosen[option.code] === v.value,
        available: availability.get(v.value) ?? false,
        href: hrefFor({ ...chosen, [option.code]: v.value }),
      })),
    };
  });
  const asked = Object.keys(wanted).length > 0;
  const warning =
    selection.kind === "none_available"
      ? "no_available_variants"
      : selection.kind === "selected" && asked && !isExactConfiguration(selection.child, wanted)
        ? "no_such_configuration"
        : null;
  return { selected, pickers, warning, fromQuery };
}

function linkedView(items: LinkedProduct[], store: StoreView, today: string) {
  return items.map((item) => ({ ...toProductCardView(item.product, store, today), qty: item.qty, isDefault: item.isDefault }));
}

/**
 * A sold-out set's or bundle's parts the cart takes on their own (issue 36 item 3), each once, with the
 * quantity one set holds: a shopper can still buy what is there.
 */
function partsInStock(product: ProductDetail, store: StoreView, today: string) {
  const parts = product.groupedItems.length > 0 ? product.groupedItems : product.bundleOptions.flatMap((o) => o.selections);
  const unique = [...new Map(parts.map((part) => [part.product.sku, part])).values()];
  return linkedView(unique.filter((part) => buyBox(part.product.stock).kind === "buy"), store, today);
}

/** What cannot be bought says one thing: when it is coming, or that it is not (stockOutlook). */
function outlookMessage(outlook: StockOutlook, t: Translate, store: StoreView): string {
  const day = (iso: string) => formatDate(iso, store.i18n.dateFormat);
  switch (outlook.kind) {
    case "restock":
      return t("soldOut.outlook.restock", { date: day(outlook.date) });
    case "supplier":
      return t("soldOut.outlook.supplier", { from: day(outlook.from), to: day(outlook.to) });
    default:
      return t(`product.buyBox.${outlook.kind}`);
  }
}

/** A sold-out page's words travel with its own data, so no other page carries them (core/i18n WORKER_ONLY). */
function soldOutWords(outlook: StockOutlook, t: Translate, store: StoreView) {
  return {
    message: outlookMessage(outlook, t, store),
    alert: outlook.kind === "discontinued" ? null : { title: t("soldOut.backInStock.title"), intro: t("soldOut.backInStock.intro"), email: t("soldOut.backInStock.email"), submit: t("soldOut.backInStock.submit") },
    alternatives: t("soldOut.alternatives"),
    parts: { title: t("soldOut.setParts.title"), intro: t("soldOut.setParts.intro") },
  };
}

/** How many in-stock products of the same category a sold-out product page offers instead. */
const ALTERNATIVES = 4;

/** /p/:parentSku/:slug and /p/:parentSku/:slug/:childSku (SPEC §2). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  return loadProductPage({
    url,
    params: { parentSku: params.parentSku, slug: params.slug, childSku: "childSku" in params ? params.childSku : undefined },
    store,
    commerce,
    t,
    page,
  });
}

/**
 * The product page of SPEC §2/§4: loaded by parent sku and optional child sku. Disabled
 * products are not found; children and invisible variants go to their parent (config flag).
 * Critical data is awaited; showroom stock, related products and reviews stream in, fail-soft.
 */
async function loadProductPage(args: {
  url: URL;
  params: { parentSku: string; slug: string; childSku?: string };
  store: StoreView;
  commerce: Commerce;
  t: Translate;
  page: PageDeclaration;
}) {
  const { url, params, store, commerce, t, page } = args;
  const { catalog } = commerce;
  const code = store.storeCode;
  const product = await catalog.productBySku(code, params.parentSku);
  if (!product || product.status >= 2) throw data(null, { status: 404 });
  if (product.parentId !== null || product.visibility === 1) {
    const location = product.parentId !== null && CATALOG_CONFIG.redirectChildrenToParent ? await catalog.productByUrlPath(code, product.slug) : null;
    if (!location?.parentSku) throw data(null, { status: 404 });
    throw redirect(productHref(store, location.parentSku, location.parentSlug ?? "", product.sku) + url.search, 301);
  }
  if (params.slug !== product.slug) {
    throw redirect(productHref(store, product.sku, product.slug, params.childSku) + url.search, 301);
  }
  if (params.childSku && product.typeId !== "configurable") throw data(null, { status: 404 });

  page.type(
    "product",
    productTag(product.id),
    ...product.children.map((c) => productTag(c.id)),
    ...product.groupedItems.map((i) => productTag(i.product.id)),
    ...product.bundleOptions.flatMap((o) => o.selections.map((s) => productTag(s.product.id))),
    ...product.categoryIds.map(categoryTag),
  );
  const today = catalog.today();
  const config = product.typeId === "configurable" ? configure(product, url, params.childSku, store, today) : null;
  for (const [name, value] of Object.entries(config?.fromQuery ?? {})) page.dependsOn(name, value);
  const choices = product.bundleOptions.map((o) => ({ ...o, selections: linkedView(o.selections, store, today).map((view, i) => ({ ...view, selectionId: o.selections[i]!.id })) }));
  // A bundle missing a required part (none of its parts can be sold) is sold out, at its own price, with nothing to choose.
  const complete = bundleComplete(choices);
  const bundleOptions = complete ? choices : [];
  const ownStock = pageStock(product);
  const baseOffer = config?.selected ? offerView(config.selected.price, config.selected.priceHistory, config.selected.stock, today) : offerView(product.price, product.priceHistory, ownStock, today);
  // A bundle costs its chosen parts: the page opens on the default choice and follows the shopper's.
  const offer = bundleOptions.length > 0 ? { ...baseOffer, price: bundlePriceDisplay(bundleOptions, defaultBundleChoice(bundleOptions)), offerEndsOn: null } : baseOffer;
  const homeHref = storePath(store, "/");
  const trail = [{ name: t("header.home"), href: homeHref }, ...product.categoryTrail.map((c) => ({ name: c.name, href: storePath(store, `/${c.urlPath}`) }))];
  const canonical = productHref(store, product.sku, product.slug);
  const absolute = (href: string) => new URL(href, url.origin).href;
  const stockSku = config?.selected?.sku ?? product.sku;
  const localShowrooms = new Set(showroomsIn(store).map((s) => s.id));
  // The pictures show the chosen variant: switching colour changes the gallery.
  const images = productGallery(stockSku, product.photos, product.galleryCount, config?.selected?.photo ?? null);
  const shownPhoto = product.photos.length > 0 ? (config?.selected?.photo ?? product.photos[0]!) : null;
  // The page's own URL as the cache knows it: never the first visitor's tracking or junk parameters.
  const pageUrl = url.pathname + (page.query.size ? `?${page.query}` : "");
  // Reviews come from a slow, fallible service: the buy box's stars and the trust strip are awaited (no
  // script is needed to show them) but fail soft; the product's summary also feeds the reviews section.
  const reviewSummary = page.deferred(() => commerce.reviews.reviewSummary(code, product.id), null);
  const siteReviews = page.deferred(() => commerce.reviews.siteReviews(code, reviewListQuery(new URLSearchParams(), 1)), null);
  // A set travels as its items, anything else as the sku the cart gets.
  const shippedSkus = product.groupedItems.length > 0 ? product.groupedItems.map((i) => i.product.sku) : [stockSku];
  // Started with the reads above, not after them: one round trip to the database for all of them.
  // Only the showrooms of the store's own country; a store with none there has no showroom section.
  const showroomStock =
    localShowrooms.size > 0 ? page.deferred(async () => (await commerce.stock.showroomStock(stockSku)).filter((r) => localShowrooms.has(r.showroomId)).map((r) => ({ ...r, name: showroomName(r.showroomId) })), null) : null;
  const related = page.deferred(async () => {
    const items = await catalog.relatedProducts(code, product.id, CATALOG_CONFIG.relatedProductsLimit);
    page.tag(...items.map((p) => productTag(p.id)));
    return items.map((p) => toProductCardView(p, store, today));
  }, []);
  const [bottomline, siteBottomline, shipped] = await Promise.all([reviewSummary, siteReviews.then((r) => r?.bottomline ?? null), page.deferred(() => commerce.stock.stockItems(code, shippedSkus), null)]);

  return {
    seo: buildPageSeo({
      url: new URL(canonical, url.origin),
      title: [product.name, product.categoryTrail.at(-1)?.name].filter(Boolean).join(" – "),
      description: product.metaDescription || product.description,
      alternates: productAlternates(product.sku, product.slugs),
      ogType: "product",
      image: { ...productSocialCard(stockSku, shownPhoto), alt: product.name },
      locale: store.language,
      siteName: t("meta.siteName"),
      jsonLd: [
        productJsonLd({
          name: product.name,
          sku: config?.selected?.sku ?? product.sku,
          description: product.description,
          url: absolute(canonical),
          images: images.map((image) => absolute(image.src)),
          brand: product.brand,
          price: offer.price.final,
          currency: store.i18n.currencyCode,
          availability: offer.outlook ? SCHEMA_UNAVAILABLE[offer.outlook.kind] : SCHEMA_AVAILABILITY[offer.availability.kind],
          priceValidUntil: offer.offerEndsOn,
        }),
        breadcrumbJsonLd([...trail, { name: product.name, href: canonical }].map((c) => ({ name: c.name, url: absolute(c.href) }))),
      ],
    }),
    product: {
      id: product.id,
      sku: product.sku,
      name: product.name,
      brand: product.brand,
      description: product.description,
      careInstructions: product.careInstructions,
      articleNumber: product.articleNumber,
      series: product.series,
      collection: product.collection,
      brandHref: product.brandPath && pageHref(store, product.brandPath),
      collectionHref: product.collectionPath && pageHref(store, product.collectionPath),
      images,
      cartImage: productImage("cart", { sku: stockSku, photo: shownPhoto }).src,
      measurements: product.measurements,
      packageCm: product.packageCm,
      attributes: product.attributes,
    },
    offer,
    selectedSku: config?.selected?.sku ?? null,
    // The model shows the colour chosen here (SPEC §1 AR view); the QR dialog reads its other words from the AR view's loader.
    arView: { href: arViewHref(store, product.sku, config?.selected?.attributes.color ?? null), label: t("arView.button") },
    pageUrl,
    pickers: config?.pickers ?? [],
    // The same product in the other stores, in the variant and colour chosen here (its sku is the same everywhere).
    storeSwitch: switchLinks({ kind: "product", sku: product.sku, slugs: product.slugs, childSku: params.childSku ?? null, options: Object.entries(config?.fromQuery ?? {}) }, code),
    warning: config?.warning ?? null,
    groupedItems: linkedView(product.groupedItems, store, today),
    bundleOptions,
    customOptions: product.customOptions.map((o) => ({
      ...o,
      values: o.values.map((v) => ({ ...v, addedPrice: customOptionPrice(offer.price.final, v) - offer.price.final })),
    })),
    trail,
    // Deferred: streamed in after the shell (SPEC §2 product page, DESIGN "Streaming"); null means "not available now".
    showroomStock,
    soldOut: offer.outlook && soldOutWords(offer.outlook, t, store),
    setParts: offer.outlook && (product.groupedItems.length > 0 || product.bundleOptions.length > 0) ? partsInStock(product, store, today) : [],
    // Only a product that cannot be bought costs the query; the page carries its categories' tags already, so a purge of the category refreshes it.
    alternatives: offer.outlook ? page.deferred(() => alternativesTo(commerce, store, product, today, page), []) : null,
    related,
    reviews: reviewSummary.then((summary) => {
      if (!summary) return null;
      const first = { reviews: summary.latest, total: summary.count, page: 1, pages: reviewPaging(summary.count, 1, PRODUCT_PAGE_REVIEWS).pages, perPage: PRODUCT_PAGE_REVIEWS, bottomline: summary };
      return reviewListView(first, reviewListQuery(new URLSearchParams(), PRODUCT_PAGE_REVIEWS), (params) => productReviewsHref(store, product.sku, product.slug, params));
    }),
    reviewsHref: productReviewsHref(store, product.sku, product.slug),
    rating: bottomline && { count: bottomline.count, average: bottomline.average },
    // The same for every shopper (the page is cached for everyone): what the checkout will offer this product's packages today.
    delivery: shipped && deliveryEstimate(code, shippedSkus.map((sku) => shipped.find((item) => item.sku === sku)?.parcel ?? null), today),
    trust: { site: siteBottomline && siteBottomline.count > 0 ? { count: siteBottomline.count, average: siteBottomline.average ?? 0 } : null, freeReturnDays: FREE_RETURN_DAYS },
    productUrl: absolute(canonical),
  };
}

/** In-stock products of the product's own (deepest) category, best first, the product itself left out. */
async function alternativesTo(commerce: Commerce, store: StoreView, product: ProductDetail, today: string, page: PageDeclaration) {
  const category = product.categoryTrail.at(-1);
  if (!category) return [];
  const query = { filters: { stock: [STOCK_IN_STOCK_VALUE] }, sort: DEFAULT_SORT, page: 1, pageSize: ALTERNATIVES * 2 + 1, more: 0 };
  const listed = await commerce.catalog.listing(store.storeCode, { kind: "category", categoryId: category.id }, query);
  const summaries = await commerce.catalog.productSummaries(store.storeCode, listed.ids.filter((id) => id !== product.id));
  const inStock = summaries.filter((p) => buyBox(p.stock).kind === "buy").slice(0, ALTERNATIVES);
  page.tag(categoryTag(category.id), ...inStock.map((p) => productTag(p.id)));
  return inStock.map((p) => toProductCardView(p, store, today));
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;

export type AddToCartAnswer = { ok: boolean; message: string };

/** Add to cart (also without JavaScript): the chosen sku into this store's cart, created on first use. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { store, commerce, t } = routeContext(context);
  const carts = commerce.carts;
  const form = await readForm(request);
  const sku = String(form.get("sku") ?? "").trim();
  const secure = url.protocol === "https:";
  // The page's script posts sets itself and reads the answer; a form posted without JavaScript is sent
  // back to the page (POST-redirect-GET, so a reload does not add again) with the answer for that page only.
  const byScript = form.get("via") === "script";
  const back = (notice: CartNotice, cartCookieHeader?: string) => {
    const headers = new Headers({ Location: url.pathname + url.search });
    if (cartCookieHeader) headers.append("Set-Cookie", cartCookieHeader);
    headers.append("Set-Cookie", cartNoticeCookie(notice, secure));
    return new Response(null, { status: 303, headers });
  };
  const refused = (said: Refusal, status: number) => (byScript ? data<AddToCartAnswer>({ ok: false, message: refusalMessage(said, t) }, { status }) : back({ ok: false, refusal: said }));
  const add = async () => {
    const given = readCartId(request.headers.get("Cookie"), store.storeCode);
    const existing = given && (await carts.storeOf(given)) === store.storeCode ? given : null;
    if (!existing) {
      // A product the cart would refuse makes no cart (and no cookie) for the shopper.
      const [item] = await commerce.stock.stockItems(store.storeCode, [sku]);
      if (!item || item.status >= 2) return refused(refusal("noProduct", { sku }), 404);
      if (parseQty(form.get("qty")) === null) return refused(refusal("qty"), 400);
      // A set's parts decide for a grouped product, and for a bundle Magento keeps no quantity of (qty 0, in stock): the cart checks them.
      const partsDecide = item.typeId === "grouped" || (item.typeId === "bundle" && item.isInStock);
      if (!partsDecide && buyBox({ ...item, saleStatus: "active" }).kind !== "buy") return refused(refusal("outOfStock"), 400);
    }
    const cartId = existing ?? (await carts.create(store.storeCode));
    const outcome = await carts.add(cartId, { sku, qty: form.get("qty"), options: chosenFromForm(form.entries()) });
    if (!outcome.ok) return refused(outcome.refusal, outcome.field === "cartId" ? 404 : "busy" in outcome ? 409 : 400);
    const newCookie = existing ? undefined : cartCookie(store.storeCode, cartId, secure);
    if (!byScript) return back({ ok: true }, newCookie);
    return data<AddToCartAnswer>({ ok: true, message: t("cart.added") }, { headers: newCookie ? { "Set-Cookie": newCookie } : undefined });
  };
  try {
    return await add();
  } catch (error) {
    if (!isBackendOutage(error)) throw error;
    // The cart's backend did not answer: the shopper stays on the product page and is told it could not be added.
    console.warn("add to cart: the cart's backend did not answer", error);
    return refused(refusal("cartUnavailable"), 503);
  }
}
