import { Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { bundlePriceDisplay, defaultBundleChoice, type BundleChoice } from "../domain/bundle-price.ts";
import { BUNDLE_NONE } from "../domain/cart-options.ts";
import { pluralKey } from "../i18n/translator.ts";
import type { ProductPageData } from "../routes/product.server.ts";
import { formatDate, formatMoney, formatMeasurement } from "../domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { FIELD_MAX_LENGTH } from "../domain/cart-options.ts";
import { ADD_TO_CART_FORM, AddToCart } from "./add-to-cart.tsx";
import { CompareToggle } from "./product-lists/compare-toggle.tsx";
import { RecentlyViewed } from "./product-lists/recently-viewed.tsx";
import { WishlistToggle } from "./product-lists/wishlist-toggle.tsx";
import { selectedOptionLabels } from "./option-labels.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { Gallery } from "./gallery.tsx";
import { JsonLd } from "./json-ld.tsx";
import { Price } from "./price.tsx";
import { ProductGrid, ProductGridSkeleton } from "./product-card.tsx";

function Availability({ offer }: { offer: ProductPageData["offer"] }) {
  const t = useT();
  const a = offer.availability;
  const text =
    offer.buyBox.kind === "unavailable"
      ? t(`product.buyBox.${offer.buyBox.reason}`)
      : a.kind === "low_stock"
      ? t("product.availability.low_stock", { qty: a.qty })
      : a.kind === "ships_in_weeks"
        ? t("product.availability.ships_in_weeks", { weeks: a.weeks })
        : t(`product.availability.${a.kind}`);
  return (
    <>
      <p className={`stock-badge stock-badge--${offer.stock}`}>{t(`product.stock.${offer.stock}`)}</p>
      <p className="product__availability">{text}</p>
    </>
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

function LinkedItems({ title, items }: { title: string; items: ProductPageData["groupedItems"] }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="linked-items" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className="linked-item">
            <img src={item.image.src} srcSet={item.image.srcSet} sizes="96px" alt="" width={96} height={93} loading="lazy" />
            <span className="linked-item__name">
              <span className="linked-item__qty">{t("product.quantity", { qty: item.qty })}</span> <Link to={item.href}>{item.name}</Link>
            </span>
            <span className="linked-item__price">{formatMoney(item.price.final, store.i18n)}</span>
            <span className={`stock-badge stock-badge--${item.stock}`}>{t(`product.stock.${item.stock}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BundleOptions({ options, choice, onChoose }: { options: ProductPageData["bundleOptions"]; choice: BundleChoice; onChoose: (optionId: number, sku: string) => void }) {
  const t = useT();
  const store = useStoreView();
  if (options.length === 0) return null;
  return (
    <section className="bundle" aria-labelledby="bundle-title">
      <h2 id="bundle-title">{t("product.bundleContents")}</h2>
      {options.map((option) => (
        <fieldset key={option.id} className="bundle__option">
          <legend>
            {option.title}
            {option.required && <span className="bundle__required"> ({t("product.required")})</span>}
          </legend>
          {option.selections.map((s) => (
            <label key={s.id} className="bundle__selection">
              <input type="radio" name={`bundle-${option.id}`} value={s.sku} checked={choice[String(option.id)] === s.sku} onChange={() => onChoose(option.id, s.sku)} form={ADD_TO_CART_FORM} />
              {t("product.quantity", { qty: s.qty })} {s.name} – {formatMoney(s.price.final, store.i18n)}
            </label>
          ))}
          {!option.required && (
            <label className="bundle__selection">
              <input type="radio" name={`bundle-${option.id}`} value={BUNDLE_NONE} checked={choice[String(option.id)] === BUNDLE_NONE} onChange={() => onChoose(option.id, BUNDLE_NONE)} form={ADD_TO_CART_FORM} />
              {t("product.bundleNone")}
            </label>
          )}
        </fieldset>
      ))}
    </section>
  );
}

function CustomOptions({ options }: { options: ProductPageData["customOptions"] }) {
  const t = useT();
  const store = useStoreView();
  if (options.length === 0) return null;
  const adjustment = (v: ProductPageData["customOptions"][number]["values"][number]) =>
    v.priceType === "percent" ? `+${v.price} % (${formatMoney(v.addedPrice, store.i18n)})` : `+${formatMoney(v.addedPrice, store.i18n)}`;
  return (
    <section className="custom-options" aria-labelledby="custom-options-title">
      <h2 id="custom-options-title">{t("product.customOptions")}</h2>
      {options.map((option) =>
        option.type === "field" ? (
          <p key={option.id}>
            <label>
              {option.title}
              {option.required && ` (${t("product.required")})`} <input type="text" name={`option-${option.id}`} maxLength={FIELD_MAX_LENGTH} form={ADD_TO_CART_FORM} />
            </label>
          </p>
        ) : (
          <fieldset key={option.id}>
            <legend>
              {option.title}
              {option.required && ` (${t("product.required")})`}
            </legend>
            {option.values.map((v) => (
              <label key={v.id} className="custom-options__value">
                <input type={option.type === "checkbox" ? "checkbox" : "radio"} name={`option-${option.id}`} value={v.id} form={ADD_TO_CART_FORM} required={option.required && option.type !== "checkbox"} />
                {v.title} <span className="custom-options__price">{v.price === 0 ? "" : adjustment(v)}</span>
              </label>
            ))}
          </fieldset>
        ),
      )}
    </section>
  );
}

function Stars({ score }: { score: number }) {
  return <span className="stars" aria-hidden="true" style={{ "--score": score } as React.CSSProperties} />;
}

function Reviews({ reviews }: { reviews: ProductPageData["reviews"] }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("product.reviews.title")}</h2>
      <Suspense fallback={<p aria-busy="true">{t("product.reviews.loading")}</p>}>
        <Await resolve={reviews}>
          {(summary) =>
            summary === null ? (
              <p className="quiet">{t("product.reviews.unavailable")}</p>
            ) : summary.count === 0 ? (
              <p>{t("product.reviews.none")}</p>
            ) : (
              <>
                <p className="reviews__bottomline">
                  <Stars score={summary.average ?? 0} />{" "}
                  {t(pluralKey(store.i18n.defaultLocale, "product.reviews.average", summary.count), {
                    average: new Intl.NumberFormat(store.i18n.defaultLocale, { maximumFractionDigits: 1 }).format(summary.average ?? 0),
                    count: summary.count,
                  })}
                </p>
                <ul className="reviews__list">
                  {summary.latest.map((r) => (
                    <li key={r.id}>
                      <h3>{r.title}</h3>
                      <p className="reviews__meta">
                        <Stars score={r.score} /> {t("product.reviews.score", { score: r.score })} · {r.displayName} · {formatDate(r.createdAt, store.i18n.defaultLocale)}
                        {r.verifiedBuyer && ` · ${t("product.reviews.verified")}`}
                      </p>
                      <p>{r.content}</p>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

function ShowroomStock({ stock }: { stock: ProductPageData["showroomStock"] }) {
  const t = useT();
  return (
    <section className="showrooms" aria-labelledby="showrooms-title">
      <h2 id="showrooms-title">{t("product.showrooms.title")}</h2>
      <Suspense fallback={<p aria-busy="true">{t("product.showrooms.loading")}</p>}>
        <Await resolve={stock}>
          {(rows) =>
            rows === null ? (
              <p className="quiet">{t("product.showrooms.unavailable")}</p>
            ) : (
            <ul>
              {rows.map((r) => (
                <li key={r.showroomId} className={r.qty > 0 ? "showrooms__in" : "showrooms__out"}>
                  {r.name}: {r.qty > 0 ? t("product.showrooms.exposed", { qty: r.qty }) : t("product.showrooms.notExposed")}
                </li>
              ))}
            </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

export function ProductScreen({ data }: { data: ProductPageData }) {
  const t = useT();
  const store = useStoreView();
  const { product } = data;
  // A bundle's price follows the parts chosen on the page (SPEC §5); the server prices the same choice.
  const [bundleChoice, setBundleChoice] = useState<BundleChoice>(() => defaultBundleChoice(data.bundleOptions));
  const offer = data.bundleOptions.length > 0 ? { ...data.offer, price: bundlePriceDisplay(data.bundleOptions, bundleChoice) } : data.offer;
  const specs = [
    ...product.attributes.map((a) => ({ key: a.code, label: t(`product.attribute.${a.code}`), value: a.label })),
    ...product.measurements.map((m) => ({
      key: m.code,
      label: t(`product.measurement.${m.code}`),
      value: formatMeasurement(m.value, m.code === "weight_kg" ? "kilogram" : "centimeter", store.i18n.defaultLocale),
    })),
    ...(product.series ? [{ key: "series", label: t("product.series"), value: product.series }] : []),
    ...(product.collection ? [{ key: "collection", label: t("product.collection"), value: product.collection }] : []),
    { key: "article", label: t("product.sku"), value: product.articleNumber },
  ];
  return (
    <article className="product" data-sku={data.selectedSku ?? product.sku}>
      {data.jsonLd.map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
      <Breadcrumbs trail={data.trail} current={product.name} />
      <div className="product__top">
        <Gallery images={product.images} name={product.name} />
        <div className="product__buy">
          <p className="product__brand">{product.brand}</p>
          <h1>{product.name}</h1>
          <Price price={offer.price} />
          {offer.offerEndsOn && <p className="product__offer-ends">{t("product.offerEndsOn", { date: formatDate(offer.offerEndsOn, store.i18n.defaultLocale) })}</p>}
          <VariantPickers pickers={data.pickers} warning={data.warning} />
          {/* Every choice the cart needs comes before the buy button. */}
          <BundleOptions options={data.bundleOptions} choice={bundleChoice} onChoose={(id, sku) => setBundleChoice((c) => ({ ...c, [String(id)]: sku }))} />
          <CustomOptions options={data.customOptions} />
          <Availability offer={offer} />
          {offer.buyBox.kind === "buy" && (
            <AddToCart
              isSet={data.groupedItems.length > 0}
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
          <div className="product__lists">
            <WishlistToggle sku={product.sku} name={product.name} className="wishlist-toggle--labelled" />
            <CompareToggle sku={product.sku} name={product.name} />
          </div>
          <ShowroomStock stock={data.showroomStock} />
        </div>
      </div>
      {data.groupedItems.length > 0 && <LinkedItems title={t("product.groupedContents")} items={data.groupedItems} />}
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
        <h3>{t("product.care")}</h3>
        <p>{product.careInstructions}</p>
      </section>
      <Reviews reviews={data.reviews} />
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t("product.related")}</h2>
        <Suspense fallback={<ProductGridSkeleton count={4} label={t("home.loading")} />}>
          <Await resolve={data.related}>{(items) => <ProductGrid products={items} />}</Await>
        </Suspense>
      </section>
      <RecentlyViewed sku={product.sku} />
    </article>
  );
}
