import { Link } from "react-router";
import type { Route } from "./+types/inspiration";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { ListPager } from "../components/editorial/list-pager.tsx";
import { pluralKey } from "../i18n/translator.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./inspiration.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** The inspiration landing page: the albums, and the ways to customer photos and the social shop. */
export default function InspirationPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const { i18n } = useStoreView();
  return (
    <div className="inspiration">
      <Breadcrumbs trail={data.crumbs} current={data.title} />
      <header className="magazine__header">
        <h1>{data.title}</h1>
        <p className="magazine__intro">{t("inspiration.intro")}</p>
      </header>
      <nav className="magazine__categories" aria-label={t("inspiration.more")}>
        <ul>
          <li>
            <span aria-current="page">{t("inspiration.albums")}</span>
          </li>
          <li>
            <Link to={data.customerPhotosHref}>{t("customerPhotos.title")}</Link>
          </li>
          <li>
            <Link to={data.socialShopHref}>{t("socialShop.title")}</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="albums-title">
        <h2 id="albums-title" className="visually-hidden">
          {t("inspiration.albums")}
        </h2>
        <ol className="post-grid">
          {data.albums.map((album, i) => (
            <li key={album.key}>
              <article className="post-card">
                {album.cover && (
                  <img
                    className="post-card__image"
                    src={album.cover.src}
                    srcSet={album.cover.srcSet}
                    sizes="(min-width: 1100px) 360px, (min-width: 640px) 45vw, 100vw"
                    width={album.cover.width}
                    height={album.cover.height}
                    alt=""
                    loading={i < 2 ? "eager" : "lazy"}
                    decoding="async"
                  />
                )}
                <div className="post-card__body">
                  <p className="post-card__meta">{t(pluralKey(i18n.defaultLocale, "inspiration.pictureCount", album.pictureCount), { count: album.pictureCount })}</p>
                  <h3 className="post-card__title">
                    <Link to={album.href} className="post-card__link">
                      {album.name}
                    </Link>
                  </h3>
                  <p className="post-card__summary">{album.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ol>
        <ListPager pager={data.pager} loadMoreLabel={t("inspiration.loadMore")} />
      </section>
    </div>
  );
}
