import { Suspense, useEffect, useRef } from "react";
import { Link } from "react-router";
import { track } from "../analytics/track.ts";
import type { ProductCardView } from "#core/catalog/product-card.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { Price } from "./price.tsx";
import { WishlistToggle } from "./product-lists/wishlist-toggle.tsx";

/** `eager`: in the first screen, where the largest paint is: fetched at once and first. */
export function ProductCard({ product, eager = false, onSelect }: { product: ProductCardView; eager?: boolean; onSelect?: () => void }) {
  const t = useT();
  return (
    <article className="product-card">
      <Link to={product.href} className="product-card__link" prefetch="intent" onClick={onSelect}>
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

/** A list as analytics names it (GA4 item_list_id / item_list_name); `startIndex`: the first card's position in the whole list. */
export interface AnalyticsList {
  id: string;
  name: string;
  startIndex?: number;
}

const cardItem = (product: ProductCardView) => ({ item_id: product.sku, item_name: product.name, item_brand: product.brand, price: product.price.final });

/** `list`: the grid is a list shoppers choose from (a category, search results): view_item_list and select_item are told. */
export function ProductGrid({ products, eagerCount = 0, list }: { products: ProductCardView[]; eagerCount?: number; list?: AnalyticsList }) {
  const store = useStoreView();
  const { storeCode } = store;
  const currency = store.i18n.currencyCode;
  const start = list?.startIndex ?? 0;
  const told = useRef<{ list: string | null; skus: Set<string> }>({ list: null, skus: new Set() });
  const shown = products.map((p) => p.sku).join(",");
  useEffect(() => {
    if (!list || products.length === 0) return;
    if (told.current.list !== list.id) told.current = { list: list.id, skus: new Set() };
    // Only the cards not told yet: "load more" adds to the list, it does not show it again.
    const fresh = products.flatMap((product, i) => (told.current.skus.has(product.sku) ? [] : [{ ...cardItem(product), index: start + i }]));
    if (fresh.length === 0) return;
    for (const item of fresh) told.current.skus.add(item.item_id);
    track((ga) =>
      ga.trackEcommerce(storeCode, ga.ecommerceEvent("view_item_list", currency, ga.listItems(list, fresh).map((item, i) => ({ ...item, index: fresh[i]!.index })), { item_list_id: list.id, item_list_name: list.name })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, list?.id, storeCode, currency]);
  const select = (index: number) =>
    list &&
    (() => {
      const [item] = products.slice(index, index + 1).map(cardItem);
      if (item) track((ga) => ga.trackEcommerce(storeCode, ga.ecommerceEvent("select_item", currency, ga.listItems(list, [item]).map((i) => ({ ...i, index: start + index })), { item_list_id: list.id, item_list_name: list.name })));
    });
  return (
    <ul className="product-grid">
      {products.map((product, i) => (
        <li key={product.id}>
          {/* Each card its own boundary: a server-rendered page hydrates the cards after the shell, one small task at a time, instead of all 50 in the shell's. */}
          <Suspense>
            <ProductCard product={product} eager={i < eagerCount} onSelect={select(i)} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}
