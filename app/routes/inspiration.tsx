import { Link } from "react-router";
import type { Route } from "./+types/inspiration";
import { EditorialHeader } from "../components/editorial/page-header.tsx";
import { ListPager } from "../components/editorial/list-pager.tsx";
import { StoryCard } from "../components/editorial/post-card.tsx";
import { pluralKey } from "#core/i18n/translator.ts";
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
      <EditorialHeader trail={data.trail} title={data.title} intro={t("inspiration.intro")} />
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
        <ol id="albums" className="post-grid">
          {data.albums.map((album, i) => (
            <li key={album.key}>
              <StoryCard
                href={album.href}
                title={album.name}
                summary={album.description}
                meta={t(pluralKey(i18n.defaultLocale, "inspiration.pictureCount", album.pictureCount), { count: album.pictureCount })}
                image={album.cover}
                eager={i < 2}
                headingLevel="h3"
              />
            </li>
          ))}
        </ol>
        <ListPager pager={data.pager} loadMoreLabel={t("inspiration.loadMore")} listId="albums" />
      </section>
    </div>
  );
}
