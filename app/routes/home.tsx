import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import type { ProductCardView } from "#core/catalog/product-card.ts";
import { PostCard } from "../components/editorial/post-card.tsx";
import { ProductGrid } from "../components/product-card.tsx";
import { ProductGridSkeleton } from "../components/product-grid-skeleton.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";
import { CATALOG_CONFIG } from "#core/catalog/config.ts";

export { loader } from "./home.server.ts";

/** Phones get the hero drawn taller, its words below the picture. */
const PHONE = "(max-width: 40rem)";

/**
 * A picture inside <picture> gets no automatic preload: each size of the hero is announced in the head,
 * ahead of the scripts, so the largest paint of the page is not queued behind them.
 */
function heroPreloads(banners: Route.ComponentProps["loaderData"]["banners"] | undefined) {
  const head = banners?.find((b) => b.kind === "head");
  if (!head) return [];
  // An editor's picture is preloaded in its first format (AVIF), typed, so a browser that cannot decode it fetches nothing twice.
  const [phoneFirst] = head.phoneSources;
  const [first] = head.sources;
  return [
    { media: PHONE, image: head.phoneImage, first: phoneFirst },
    { media: `not all and ${PHONE}`, image: head.image, first },
  ].map(({ media, image, first }) =>
    first
      ? ({ tagName: "link", rel: "preload", as: "image", type: first.type, imageSrcSet: first.srcSet, imageSizes: "100vw", media, fetchPriority: "high" } as const)
      : ({ tagName: "link", rel: "preload", as: "image", href: image.src, imageSrcSet: image.srcSet, imageSizes: "100vw", media, fetchPriority: "high" } as const),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [...seoMeta(loaderData?.seo), ...heroPreloads(loaderData?.banners)];

/** A home section that streams in after the shell, with a link to all of it; nothing when it has nothing. */
function HomeStrip<T>(props: { id: string; title: string; more: { href: string; label: string }; items: Promise<T[]>; className?: string; children: (items: T[]) => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={props.items}>
        {(items) =>
          items.length > 0 && (
            <section className={props.className ? `home-section ${props.className}` : "home-section"} aria-labelledby={props.id}>
              <div className="home-section__head">
                <h2 id={props.id}>{props.title}</h2>
                <Link to={props.more.href}>{props.more.label}</Link>
              </div>
              {props.children(items)}
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}

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

function Hero({ banner }: { banner: Route.ComponentProps["loaderData"]["banners"][number] }) {
  const t = useT();
  const phoneImage = banner.phoneImage;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <picture>
        {banner.phoneSources.map((source) => (
          <source key={`phone-${source.type}`} media={PHONE} type={source.type} srcSet={source.srcSet} sizes="100vw" width={phoneImage.width} height={phoneImage.height} />
        ))}
        <source media={PHONE} srcSet={phoneImage.srcSet} sizes="100vw" width={phoneImage.width} height={phoneImage.height} />
        {banner.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" width={banner.image.width} height={banner.image.height} />
        ))}
        <img className="hero__image" src={banner.image.src} srcSet={banner.image.srcSet} sizes="100vw" alt="" width={banner.image.width} height={banner.image.height} fetchPriority="high" />
      </picture>
      <div className="hero__text">
        <h1 id="hero-title">{banner.title}</h1>
        <p>{banner.subtitle}</p>
        <Link className="button button--primary" to={banner.link}>
          {t("home.shopNow")}
        </Link>
      </div>
    </section>
  );
}

/** A tile's picture; an editor's within a <picture> of its AVIF and WebP versions. */
function TilePicture({ banner }: { banner: Route.ComponentProps["loaderData"]["banners"][number] }) {
  const sizes = `${PHONE} 100vw, 33vw`;
  const img = <img src={banner.image.src} srcSet={banner.image.srcSet} sizes={sizes} alt="" width={banner.image.width} height={banner.image.height} loading="lazy" />;
  if (banner.sources.length === 0) return img;
  return (
    <picture>
      {banner.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { banners, newCollection, bestsellers } = loaderData;
  const head = banners.find((b) => b.kind === "head");
  const tiles = banners.filter((b) => b.kind === "banner");
  return (
    <>
      {head && <Hero banner={head} />}
      {tiles.length > 0 && (
        <ul className="banner-grid">
          {tiles.map((banner) => (
            <li key={banner.id}>
              <Link to={banner.link} className="banner">
                <TilePicture banner={banner} />
                <span className="banner__title">{banner.title}</span>
                <span className="banner__subtitle">{banner.subtitle}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ProductSection id="new-collection" title={t("home.newCollection")} products={newCollection} />
      <ProductSection id="bestsellers" title={t("home.bestsellers")} products={bestsellers} />
      <HomeStrip id="home-magazine" title={t("magazine.title")} more={{ href: loaderData.magazineHref, label: t("magazine.allPosts") }} items={loaderData.magazine}>
        {(posts) => (
          <ol className="post-grid post-grid--row">
            {posts.map((post) => (
              <li key={post.key}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ol>
        )}
      </HomeStrip>
      <HomeStrip id="home-instagram" className="instagram-strip" title={t("home.instagramTitle")} more={{ href: loaderData.socialShop, label: t("home.instagramAll") }} items={loaderData.instagram}>
        {(posts) => (
          <ul>
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={post.href} className="instagram-strip__post">
                  <img src={post.image.src} srcSet={post.image.srcSet} sizes="(min-width: 1100px) 150px, 25vw" width={post.image.width} height={post.image.height} alt={post.alt} loading="lazy" decoding="async" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeStrip>
    </>
  );
}
