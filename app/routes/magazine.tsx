import { Link } from "react-router";
import type { Route } from "./+types/magazine";
import { EditorialHeader } from "../components/editorial/page-header.tsx";
import { ListPager } from "../components/editorial/list-pager.tsx";
import { PostCard, RecentPosts } from "../components/editorial/post-card.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./magazine.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** The magazine's front page and its category pages. */
export default function MagazinePage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const isCategory = data.categories.some((category) => category.current);
  return (
    <div className="magazine">
      <EditorialHeader trail={data.trail} title={data.title} intro={data.description} />
      <nav className="magazine__categories" aria-label={t("magazine.categories")}>
        <ul>
          <li>
            {isCategory ? <Link to={data.magazineHref}>{t("magazine.allPosts")}</Link> : <span aria-current="page">{t("magazine.allPosts")}</span>}
          </li>
          {data.categories.map((category) => (
            <li key={category.key}>
              {category.current ? <span aria-current="page">{category.name}</span> : <Link to={category.href}>{category.name}</Link>}
            </li>
          ))}
        </ul>
      </nav>
      <div className={isCategory ? "magazine__layout magazine__layout--aside" : "magazine__layout"}>
        <section aria-labelledby="magazine-posts-title">
          <h2 id="magazine-posts-title" className="visually-hidden">
            {t("magazine.posts")}
          </h2>
          {data.posts.length === 0 ? (
            <p className="quiet">{t("magazine.empty")}</p>
          ) : (
            <ol id="magazine-posts" className={data.leadPost ? "post-grid post-grid--lead" : "post-grid"}>
              {data.posts.map((post, i) => (
                <li key={post.key}>
                  <PostCard post={post} eager={i < 2} headingLevel="h3" />
                </li>
              ))}
            </ol>
          )}
          <ListPager pager={data.pager} loadMoreLabel={t("magazine.loadMore")} listId="magazine-posts" />
        </section>
        {isCategory && (
          <aside className="magazine__aside">
            <RecentPosts posts={data.recent} title={t("magazine.recent")} />
          </aside>
        )}
      </div>
    </div>
  );
}
