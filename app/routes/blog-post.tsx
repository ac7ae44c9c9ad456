import { Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { RecentPosts } from "../components/editorial/post-card.tsx";
import { ProductGrid } from "../components/product-card.tsx";
import { formatDate } from "#core/domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./blog-post.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** A magazine post: the editors' text, the products it is about, then the newest posts. */
export default function BlogPostPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const { i18n } = useStoreView();
  const { post } = data;
  return (
    <div className="blog-post">
      <Breadcrumbs trail={data.trail} current={post.title} />
      <article className="blog-post__article">
        <header className="blog-post__header">
          <ul className="blog-post__categories">
            {post.categories.map((category) => (
              <li key={category.key}>
                <Link to={category.href}>{category.name}</Link>
              </li>
            ))}
          </ul>
          <h1>{post.title}</h1>
          <p className="blog-post__lead">{post.summary}</p>
          <p className="blog-post__byline">
            {t("magazine.by", { author: post.authorName })} · <time dateTime={post.publishDate}>{formatDate(post.publishDate, i18n.dateFormat)}</time>
          </p>
        </header>
        {post.hero && (
          <img
            className="blog-post__hero"
            src={post.hero.src}
            srcSet={post.hero.srcSet}
            sizes="(min-width: 1240px) 1200px, 100vw"
            width={post.hero.width}
            height={post.hero.height}
            alt=""
            fetchPriority="high"
          />
        )}
        {/* Authored HTML from the shop's own content store. */}
        <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {data.products.length > 0 && (
        <section className="blog-post__products" aria-labelledby="post-products-title">
          <h2 id="post-products-title">{t("magazine.products")}</h2>
          <ProductGrid products={data.products} list={{ id: "magazine_post", name: post.title }} />
        </section>
      )}
      <aside className="blog-post__more">
        <RecentPosts posts={data.recent} title={t("magazine.recent")} />
      </aside>
    </div>
  );
}
