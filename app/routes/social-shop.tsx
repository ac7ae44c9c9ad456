import type { Route } from "./+types/social-shop";
import { EditorialHeader } from "../components/editorial/page-header.tsx";
import { ProductGrid } from "../components/product-card.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./social-shop.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** The social shop: our Instagram pictures, each with the pieces it shows to buy. */
export default function SocialShopPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="social-shop">
      <EditorialHeader trail={data.trail} title={data.title} intro={t("socialShop.intro")} />
      <ol className="social-shop__posts">
        {data.posts.map((post, i) => (
          <li key={post.id} id={`post-${post.id}`} className="social-post">
            <img className="social-post__image" src={post.image.src} srcSet={post.image.srcSet} sizes="(min-width: 900px) 420px, 100vw" width={post.image.width} height={post.image.height} alt={post.alt} loading={i < 2 ? "eager" : "lazy"} decoding="async" />
            <div className="social-post__text">
              {/* The caption names the post: every post has its own. */}
              <h2 className="social-post__caption">{post.caption}</h2>
              {post.products.length > 0 && (
                <>
                  <p className="shop-the-look__title">{t("inspiration.inPicture")}</p>
                  <ProductGrid products={post.products} list={{ id: "social_shop", name: t("socialShop.title") }} />
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
