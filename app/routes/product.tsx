import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { toProductView } from "../catalog/product-view.ts";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Price } from "../components/price.tsx";
import { commerceContext, storeContext } from "../context.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { formatDate, formatMeasurement } from "../domain/money.ts";
import { storePath } from "../stores.ts";
import { productHref } from "../catalog/product-card.ts";
import { useState } from "react";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const commerce = context.get(commerceContext);
  const product = await commerce.productBySku(store.storeCode, params.parentSku);
  // Disabled (status 2 or higher) and individually invisible products are not shown (SPEC §4).
  if (!product || product.status >= 2 || product.visibility === 1) throw data(null, { status: 404 });
  if (params.slug !== product.slug && !params.childSku) {
    throw redirect(productHref(store, product.sku, product.slug) + new URL(request.url).search, 301);
  }
  return { product: toProductView(product, commerce.today()), homePath: storePath(store, "/") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.product.name }];
}

function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  return (
    <section className="gallery" aria-label={t("product.gallery")}>
      <img className="gallery__main" src={images[current]} alt={name} width={852} height={517} fetchPriority="high" />
      <p className="gallery__counter" aria-live="polite">
        {t("product.imageOf", { index: current + 1, count: images.length })}
      </p>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" onClick={() => setCurrent(i)} aria-pressed={i === current} aria-label={t("product.imageOf", { index: i + 1, count: images.length })}>
                <img src={src} alt="" width={120} height={73} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ProductScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const { product, homePath } = loaderData;
  const availability = product.availability;
  return (
    <article className="product">
      <Breadcrumbs trail={[{ name: t("header.home"), href: homePath }]} current={product.name} />
      <div className="product__top">
        <Gallery images={product.images} name={product.name} />
        <div className="product__buy">
          <p className="product__brand">{product.brand}</p>
          <h1>{product.name}</h1>
          <Price price={product.price} />
          {product.offerEndsOn && <p className="product__offer-ends">{t("product.offerEndsOn", { date: formatDate(product.offerEndsOn, store.i18n.defaultLocale) })}</p>}
          <p className={`stock-badge stock-badge--${product.stock}`}>{t(`product.stock.${product.stock}`)}</p>
          <p className="product__availability">
            {availability.kind === "low_stock"
              ? t("product.availability.low_stock", { qty: availability.qty })
              : availability.kind === "ships_in_weeks"
                ? t("product.availability.ships_in_weeks", { weeks: availability.weeks })
                : t(`product.availability.${availability.kind}`)}
          </p>
          <p className="product__sku">
            {t("product.sku")}: {product.sku}
          </p>
        </div>
      </div>
      <section aria-labelledby="description">
        <h2 id="description">{t("product.description")}</h2>
        <p>{product.description}</p>
      </section>
      <section aria-labelledby="specifications">
        <h2 id="specifications">{t("product.specifications")}</h2>
        <dl className="specs">
          {product.attributes.map((a) => (
            <div key={a.code}>
              <dt>{t(`product.attribute.${a.code}`)}</dt>
              <dd>{a.label}</dd>
            </div>
          ))}
          {product.measurements.map((m) => (
            <div key={m.code}>
              <dt>{t(`product.measurement.${m.code}`)}</dt>
              <dd>{formatMeasurement(m.value, m.code === "weight_kg" ? "kilogram" : "centimeter", store.i18n.defaultLocale)}</dd>
            </div>
          ))}
        </dl>
        <h3>{t("product.care")}</h3>
        <p>{product.careInstructions}</p>
      </section>
    </article>
  );
}

