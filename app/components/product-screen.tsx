import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Await, Link } from "react-router";
import { bundlePriceDisplay, defaultBundleChoice, type BundleChoice } from "#core/domain/bundle-price.ts";
import type { ProductPageData } from "../routes/product.server.ts";
import { formatBoxMeasures, formatDate, formatMeasurement } from "#core/domain/money.ts";
import { useRootData, useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";
import { CmsModalLink } from "./cms-modal.tsx";
import { track } from "../analytics/track.ts";
import { AddToCart } from "./add-to-cart.tsx";
import { WishlistToggle } from "./product-lists/wishlist-toggle.tsx";
import { selectedOptionLabels } from "./option-labels.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { Gallery } from "./gallery.tsx";
import { ArViewLink } from "./ar/ar-view-link.tsx";
import { Price } from "./price.tsx";
import { DeliveryPromise, RatingLink, TrustStrip } from "./buy-box-facts.tsx";
import { ProductGridSkeleton } from "./product-grid-skeleton.tsx";


/** Below the fold, or only on some products: their code loads after the page's. */
const Reviews = lazy(() => import("./product-reviews.tsx"));
const CompareToggle = lazy(() => import("./product-lists/compare-toggle.tsx").then((module) => ({ default: module.CompareToggle })));
const ProductGrid = lazy(() => import("./product-card.tsx").then((module) => ({ default: module.ProductGrid })));
const LinkedItems = lazy(() => import("./product-choices.tsx").then((module) => ({ default: module.LinkedItems })));
const BundleOptions = lazy(() => import("./product-choices.tsx").then((module) => ({ default: module.BundleOptions })));
const CustomOptions = lazy(() => import("./product-choices.tsx").then((module) => ({ default: module.CustomOptions })));

/** This browser's own history, never in cached HTML: its code loads after the page. */
const SetParts = lazy(() => import("./set-parts.tsx").then((module) => ({ default: module.SetParts })));
const BackInStockForm = lazy(() => import("./back-in-stock-form.tsx").then((module) => ({ default: module.BackInStockForm })));
const ShowroomStock = lazy(() => import("./product-showrooms.tsx").then((module) => ({ default: module.ShowroomStock })));
const RecentlyViewed = lazy(() => import("./product-lists/recently-viewed.tsx").then((module) => ({ default: module.RecentlyViewed })));

function Availability({ offer, soldOut }: { offer: ProductPageData["offer"]; soldOut: ProductPageData["soldOut"] }) {
  const t = useT();
  const a = offer.availability;
  const text =
    soldOut
      ? soldOut.message
      : a.kind === "low_stock"
      ? t("product.availability.low_stock", { qty: a.qty })
      : a.kind === "ships_in_weeks"
        ? t("product.availability.ships_in_weeks", { weeks: a.weeks })
        : t(`product.availability.${a.kind}`);
  // Stated once: the badge's colour with the sentence that says what it means for delivery.
  return (
    <div className={`stock-badge stock-badge--${offer.stock}`}>
      <p className="product__availability">{text}</p>
    </div>
  );
}

function VariantPickers({ pickers, warning }: { pickers: ProductPageData["pickers"]; warning: ProductPageData["warning"] }) {
  const t = useT();
  if (pickers.length === 0) return null;
  return (
    <div className="variants">
      {pickers.map((picker) => (
        <fieldset key={picker.code} className={`variant variant--${picker.code}`}>
          <legend>
            {t(`product.attribute.${picker.code}`)}: <strong>{picker.values.find((v) => v.selected)?.label ?? "–"}</strong>
          </legend>
          <ul>
            {picker.values.map((v) => (
              <li key={v.value}>
                <Link
                  to={v.href}
                  replace
                  preventScrollReset
                  className={`variant__value${v.selected ? " variant__value--selected" : ""}${v.available ? "" : " variant__value--unavailable"}`}
                  aria-current={v.selected ? "true" : undefined}
                  data-option={`${picker.code}:${v.value}`}
                >
                  {v.swatch && <span className="variant__swatch" style={{ background: v.swatch }} aria-hidden="true" />}
                  {v.label}
                  {!v.available && <span className="visually-hidden"> ({t("product.unavailable")})</span>}
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {warning && (
        <p className="notice notice--warning" role="alert">
          {t(`product.warnings.${warning}`)}
        </p>
      )}
    </div>
  );
}

export function ProductScreen({ data }: { data: ProductPageData }) {
  const t = useT();
  const store = useStoreView();
  const { product } = data;
  // A bundle's price follows the parts chosen on the page (SPEC §5); the server prices the same choice.
  const [bundleChoice, setBundleChoice] = useState<BundleChoice>(() => defaultBundleChoice(data.bundleOptions));
  const offer = data.bundleOptions.length > 0 ? { ...data.offer, price: bundlePriceDisplay(data.bundleOptions, bundleChoice) } : data.offer;
  // Required custom options left unanswered on the last try to add: flagged beside each until answered.
  // Without JavaScript the cart said which one, through the page it sent the shopper back to.
  const missingOption = useRootData()?.cartNotice?.missingOption;
  const [missingOptions, setMissingOptions] = useState<number[]>(() => data.customOptions.filter((o) => o.required && o.title === missingOption).map((o) => o.id));
  const answered = useCallback((id: number) => setMissingOptions((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : ids)), []);
  const viewedSku = data.selectedSku ?? product.sku;
  useEffect(() => {
    const item = { item_id: viewedSku, item_name: product.name, item_brand: product.brand, price: offer.price.final, quantity: 1 };
    track((ga) => ga.trackEcommerce(store.storeCode, ga.ecommerceEvent("view_item", store.i18n.currencyCode, [item])));
    // Once per product or variant shown, not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewedSku, store.storeCode]);
  const specs = [
    ...product.attributes.map((a) => ({ key: a.code, label: t(`product.attribute.${a.code}`), value: a.label })),
    ...product.measurements.map((m) => ({
      key: m.code,
      label: t(`product.measurement.${m.code}`),
      value: formatMeasurement(m.value, m.code === "weight_kg" ? "kilogram" : "centimeter", store.i18n),
    })),
    ...(product.packageCm ? [{ key: "package", label: t("product.packageMeasures"), value: formatBoxMeasures(product.packageCm, store.i18n) }] : []),
    ...(product.series ? [{ key: "series", label: t("product.series"), value: product.series }] : []),
    ...(product.collection
      ? [{ key: "collection", label: t("product.collection"), value: product.collectionHref ? <Link to={product.collectionHref}>{product.collection}</Link> : product.collection }]
      : []),
    { key: "article", label: t("product.sku"), value: product.articleNumber },
  ];
  return (
    <article className="product" data-sku={data.selectedSku ?? product.sku}>
      <Breadcrumbs trail={data.trail} current={product.name} />
      <div className="product__top">
        <Gallery images={product.images} name={product.name} />
        <div className="product__buy">
          <p className="product__brand">{product.brandHref ? <Link to={product.brandHref}>{product.brand}</Link> : product.brand}</p>
          <h1>{product.name}</h1>
          <RatingLink rating={data.rating} href={data.reviewsHref} />
          <Price price={offer.price} />
          {offer.offerEndsOn && <p className="product__offer-ends">{t("product.offerEndsOn", { date: formatDate(offer.offerEndsOn, store.i18n.dateFormat) })}</p>}
          <VariantPickers pickers={data.pickers} warning={data.warning} />
          <ArViewLink view={data.arView} />
          {/* Every choice the cart needs comes before the buy button. */}
          {data.bundleOptions.length > 0 && (
            <Suspense fallback={null}>
              <BundleOptions options={data.bundleOptions} choice={bundleChoice} onChoose={(id, sku) => setBundleChoice((c) => ({ ...c, [String(id)]: sku }))} />
            </Suspense>
          )}
          {data.customOptions.length > 0 && (
            <Suspense fallback={null}>
              <CustomOptions options={data.customOptions} missing={missingOptions} onAnswered={answered} />
            </Suspense>
          )}
          <Availability offer={offer} soldOut={data.soldOut} />
          {offer.buyBox.kind === "buy" && <DeliveryPromise delivery={data.delivery} />}
          {offer.buyBox.kind === "buy" && (
            <AddToCart
              isSet={data.groupedItems.length > 0}
              customOptions={data.customOptions}
              onMissing={setMissingOptions}
              product={{
                sku: data.selectedSku ?? product.sku,
                parentSku: product.sku,
                name: product.name,
                price: offer.price.final,
                productType: data.pickers.length > 0 ? "configurable" : "simple",
                url: data.pageUrl,
                image: product.cartImage,
                options: selectedOptionLabels(data.pickers, t),
              }}
            />
          )}
          {data.soldOut?.alert && (
            <Suspense fallback={null}>
              <BackInStockForm sku={product.sku} words={data.soldOut.alert} />
            </Suspense>
          )}
          <TrustStrip trust={data.trust} />
          <div className="product__lists">
            <WishlistToggle sku={product.sku} name={product.name} className="wishlist-toggle--labelled" />
            <Suspense fallback={null}>
              <CompareToggle sku={product.sku} name={product.name} />
            </Suspense>
          </div>
          {data.showroomStock && (
            <Suspense fallback={null}>
              <ShowroomStock stock={data.showroomStock} />
            </Suspense>
          )}
        </div>
      </div>
      {data.soldOut && data.setParts.length > 0 && (
        <Suspense fallback={null}>
          <SetParts parts={data.setParts} words={data.soldOut.parts} />
        </Suspense>
      )}
      {data.soldOut && data.alternatives && (
        <section className="related alternatives" aria-labelledby="alternatives-title">
          <h2 id="alternatives-title">{data.soldOut.alternatives}</h2>
          <Suspense fallback={<ProductGridSkeleton count={4} label={t("home.loading")} />}>
            <Await resolve={data.alternatives}>{(items) => <ProductGrid products={items} />}</Await>
          </Suspense>
        </section>
      )}
      {data.groupedItems.length > 0 && (
        <Suspense fallback={null}>
          <LinkedItems title={t("product.groupedContents")} items={data.groupedItems} />
        </Suspense>
      )}
      <section aria-labelledby="description">
        <h2 id="description">{t("product.description")}</h2>
        <p>{product.description}</p>
      </section>
      <section aria-labelledby="specifications">
        <h2 id="specifications">{t("product.specifications")}</h2>
        <dl className="specs">
          {specs.map((s) => (
            <div key={s.key}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
        <p className="product__size-guide">
          <CmsModalLink path={storePath(store, "/size-guide")} label={t("footer.sizeGuide")} />
        </p>
        <h3>{t("product.care")}</h3>
        <p>{product.careInstructions}</p>
      </section>
      <Suspense fallback={null}>
        <Reviews reviews={data.reviews} reviewsHref={data.reviewsHref} productName={data.product.name} productUrl={data.productUrl} />
      </Suspense>
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t("product.related")}</h2>
        <Suspense fallback={<ProductGridSkeleton count={4} label={t("home.loading")} />}>
          <Await resolve={data.related}>{(items) => <ProductGrid products={items} />}</Await>
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <RecentlyViewed sku={product.sku} />
      </Suspense>
    </article>
  );
}
