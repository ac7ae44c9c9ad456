import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Picture } from "#core/catalog/images.ts";
import { formatDate } from "#core/domain/money.ts";
import type { PostCardView } from "../../editorial/post-view.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";

/** A story on an editorial list (a post, an album): its picture, a line above the title, the title and teaser; the whole card is one link. */
export function StoryCard(props: {
  href: string;
  title: string;
  summary: string;
  meta: ReactNode;
  image: Picture | null;
  eager?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const { image, headingLevel: Heading = "h2" } = props;
  return (
    <article className="post-card">
      {image && (
        <img
          className="post-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1100px) 360px, (min-width: 640px) 45vw, 100vw"
          width={image.width}
          height={image.height}
          alt=""
          loading={props.eager ? "eager" : "lazy"}
          decoding="async"
        />
      )}
      <div className="post-card__body">
        <Heading className="post-card__title">
          <Link to={props.href} className="post-card__link">
            {props.title}
          </Link>
        </Heading>
        {/* After the title, so a heading leads to it; shown above it. */}
        <p className="post-card__meta">{props.meta}</p>
        <p className="post-card__summary">{props.summary}</p>
      </div>
    </article>
  );
}

/** A post on the magazine's lists: dated and signed. */
export function PostCard({ post, eager = false, headingLevel = "h2" }: { post: PostCardView; eager?: boolean; headingLevel?: "h2" | "h3" }) {
  const t = useT();
  const { i18n } = useStoreView();
  const meta = (
    <>
      <time dateTime={post.publishDate}>{formatDate(post.publishDate, i18n.dateFormat)}</time> · {t("magazine.by", { author: post.authorName })}
    </>
  );
  return <StoryCard href={post.href} title={post.title} summary={post.summary} meta={meta} image={post.image} eager={eager} headingLevel={headingLevel} />;
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
            <time dateTime={post.publishDate}>{formatDate(post.publishDate, i18n.dateFormat)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
