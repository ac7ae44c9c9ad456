import { Link } from "react-router";
import type { Route } from "./+types/album";
import { EditorialHeader } from "../components/editorial/page-header.tsx";
import { ProductGrid } from "../components/product-card.tsx";
import { useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";

export { loader } from "./album.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** An inspiration album: each picture with the products it shows (shop the look), then all of them. */
export default function AlbumPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="album">
      <EditorialHeader trail={data.trail} title={data.album.name} intro={data.album.description} />
      <ol className="album__pictures">
        {data.pictures.map((entry, i) => (
          <li key={entry.position}>
            <figure className="album__picture">
              <img
                src={entry.image.src}
                srcSet={entry.image.srcSet}
                sizes="(min-width: 1240px) 1200px, 100vw"
                width={entry.image.width}
                height={entry.image.height}
                alt=""
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
              />
              <figcaption>
                <p>{entry.caption}</p>
                {entry.products.length > 0 && (
                  <div className="shop-the-look">
                    <p className="shop-the-look__title">{t("inspiration.inPicture")}</p>
                    <ul>
                      {entry.products.map((product) => (
                        <li key={product.sku}>
                          <Link to={product.href}>{product.name}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      {data.products.length > 0 && (
        <section className="blog-post__products" aria-labelledby="album-products-title">
          <h2 id="album-products-title">{t("inspiration.products")}</h2>
          <ProductGrid products={data.products} list={{ id: "inspiration_album", name: data.album.name }} />
        </section>
      )}
    </div>
  );
}
