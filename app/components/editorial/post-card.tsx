import { Link } from "react-router";
import { formatDate } from "../../domain/money.ts";
import type { PostCardView } from "../../editorial/post-view.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";

/** A post on the magazine's lists: its picture, date and author, title and teaser; the whole card is one link. */
export function PostCard({ post, eager = false, headingLevel: Heading = "h2" }: { post: PostCardView; eager?: boolean; headingLevel?: "h2" | "h3" }) {
  const t = useT();
  const { i18n } = useStoreView();
  return (
    <article className="post-card">
      {post.image && (
        <img
          className="post-card__image"
          src={post.image.src}
          srcSet={post.image.srcSet}
          sizes="(min-width: 1100px) 360px, (min-width: 640px) 45vw, 100vw"
          width={post.image.width}
          height={post.image.height}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      )}
      <div className="post-card__body">
        <p className="post-card__meta">
          <time dateTime={post.publishDate}>{formatDate(post.publishDate, i18n.defaultLocale)}</time> · {t("magazine.by", { author: post.authorName })}
        </p>
        <Heading className="post-card__title">
          <Link to={post.href} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__summary">{post.summary}</p>
      </div>
    </article>
  );
}

/** The newest posts as a short list of titles. */
export function RecentPosts({ posts, title }: { posts: PostCardView[]; title: string }) {
  const { i18n } = useStoreView();
  if (posts.length === 0) return null;
  return (
    <section className="recent-posts" aria-labelledby="recent-posts-title">
      <h2 id="recent-posts-title">{title}</h2>
      <ol>
        {posts.map((post) => (
          <li key={post.key}>
            <Link to={post.href}>{post.title}</Link>
            <time dateTime={post.publishDate}>{formatDate(post.publishDate, i18n.defaultLocale)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
