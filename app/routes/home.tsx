import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import type { ProductCardView } from "../catalog/product-card.ts";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";
import { CATALOG_CONFIG } from "../catalog/config.ts";

export { loader } from "./home.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function ProductSection({ title, id, products }: { title: string; id: string; products: Promise<ProductCardView[]> }) {
  const t = useT();
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Suspense fallback={<ProductGridSkeleton count={CATALOG_CONFIG.homeListSize} label={t("home.loading")} />}>
        <Await resolve={products}>{(items) => <ProductGrid products={items} />}</Await>
      </Suspense>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { banners, newCollection, bestsellers } = loaderData;
  const head = banners.find((b) => b.kind === "head");
  const tiles = banners.filter((b) => b.kind === "banner");
  return (
    <>
      {head && (
        <section className="hero" aria-labelledby="hero-title">
          <img className="hero__image" src={head.image.src} srcSet={head.image.srcSet} sizes="100vw" alt="" width={head.image.width} height={head.image.height} fetchPriority="high" />
          <div className="hero__text">
            <h1 id="hero-title">{head.title}</h1>
            <p>{head.subtitle}</p>
            <Link className="button button--primary" to={head.link}>
              {t("home.shopNow")}
            </Link>
          </div>
        </section>
      )}
      {tiles.length > 0 && (
        <ul className="banner-grid">
          {tiles.map((banner, i) => (
            <li key={banner.id}>
              <Link to={banner.link} className="banner">
                <img src={banner.image.src} srcSet={banner.image.srcSet} sizes="(max-width: 40rem) 100vw, 33vw" alt="" width={banner.image.width} height={banner.image.height} loading={i === 0 ? "eager" : "lazy"} />
                <span className="banner__title">{banner.title}</span>
                <span className="banner__subtitle">{banner.subtitle}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ProductSection id="new-collection" title={t("home.newCollection")} products={newCollection} />
      <ProductSection id="bestsellers" title={t("home.bestsellers")} products={bestsellers} />
    </>
  );
}
