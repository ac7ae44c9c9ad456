import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { productTag, tagPage } from "../catalog/cache-tags.ts";
import { toProductCardView, type ProductCardView } from "../catalog/product-card.ts";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card.tsx";
import { commerceContext, storeContext } from "../context.ts";
import { useT } from "../i18n/use-shell.ts";
import { translatorFor } from "../i18n/dictionaries.server.ts";
import { buildPageSeo, seoMeta } from "../seo/page-seo.ts";
import { STORE_CODES, STORE_VIEWS, storePath } from "../stores.ts";
import type { ProductList } from "../../worker/commerce/port.ts";

const LIST_SIZE = 8;

export async function loader({ url, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const commerce = context.get(commerceContext);
  const t = translatorFor(store);
  const site = t("meta.siteName");
  const seo = buildPageSeo({
    url,
    title: t("meta.homeTitle", { site }),
    description: t("meta.homeDescription"),
    alternates: Object.fromEntries(STORE_CODES.map((code) => [code, storePath(STORE_VIEWS[code], "/")])),
    locale: store.language,
    siteName: site,
  });
  const today = commerce.today();
  tagPage(context, "home", "type:home");
  const cards = (list: ProductList): Promise<ProductCardView[]> =>
    commerce.productList(store.storeCode, list, LIST_SIZE).then((products) => {
      tagPage(context, ...products.map((p) => productTag(p.id)));
      return products.map((p) => toProductCardView(p, store, today));
    });
  // Banners paint first; the two product lists stream in behind the shell.
  const newCollection = cards("new");
  const bestsellers = cards("bestsellers");
  const banners = await commerce.banners(store.storeCode);
  return { seo, banners, newCollection, bestsellers };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function ProductSection({ title, id, products }: { title: string; id: string; products: Promise<ProductCardView[]> }) {
  const t = useT();
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Suspense fallback={<ProductGridSkeleton count={LIST_SIZE} label={t("home.loading")} />}>
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
          <img className="hero__image" src={head.imageUrl} alt="" width={1440} height={560} fetchPriority="high" />
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
          {tiles.map((banner) => (
            <li key={banner.id}>
              <Link to={banner.link} className="banner">
                <img src={banner.imageUrl} alt="" width={640} height={400} loading="lazy" />
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
