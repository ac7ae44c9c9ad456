import { Link } from "react-router";
import type { ProductCardView } from "../catalog/product-card.ts";
import { useT } from "../i18n/use-shell.ts";
import { Price } from "./price.tsx";
import { WishlistToggle } from "./product-lists/wishlist-toggle.tsx";

/** `eager`: in the first screen, where the largest paint is: fetched at once and first. */
export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const t = useT();
  return (
    <article className="product-card">
      <Link to={product.href} className="product-card__link" prefetch="intent">
        <img
          className="product-card__image"
          src={product.image.src}
          srcSet={product.image.srcSet}
          sizes="(max-width: 40rem) 46vw, 310px"
          alt={product.name}
          width={product.image.width}
          height={product.image.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
        <span className="product-card__brand">{product.brand}</span>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <WishlistToggle sku={product.sku} name={product.name} className="product-card__wish" />
      <Price price={product.price} />
      <p className={`stock-badge stock-badge--${product.stock}`}>{t(`product.stock.${product.stock}`)}</p>
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 0 }: { products: ProductCardView[]; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
