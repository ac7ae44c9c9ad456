/** schema.org JSON-LD builders; React Router's meta serializes them into the head, escaped. */

export type SchemaAvailability = "InStock" | "OutOfStock" | "LimitedAvailability" | "PreOrder" | "BackOrder" | "Discontinued" | "SoldOut";

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  description: string;
  url: string;
  images: string[];
  brand: string;
  price: number;
  currency: string;
  availability: SchemaAvailability;
  priceValidUntil?: string | null;
  ratingValue?: number | null;
  reviewCount?: number | null;
  /** Deliberately unsupported: the catalogue has no verified GTINs. */
  gtin?: never;
}

/**
 * schema.org Product with a single Offer. `image` is omitted when there are no images;
 * `priceValidUntil` only when given; `aggregateRating` only when reviewCount > 0 and
 * ratingValue is a finite number (rounded to one decimal).
 */
export function productJsonLd(p: ProductJsonLdInput): object {
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    price: p.price.toFixed(2),
    priceCurrency: p.currency,
    availability: `https://schema.org/${p.availability}`,
    url: p.url,
    itemCondition: "https://schema.org/NewCondition",
  };
  if (p.priceValidUntil) offer.priceValidUntil = p.priceValidUntil;

  const product: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": productEntityId(p.url),
    name: p.name,
    sku: p.sku,
    description: p.description,
    url: p.url,
  };
  if (p.images.length > 0) product.image = [...p.images];
  product.brand = { "@type": "Brand", name: p.brand };
  product.offers = offer;

  const { ratingValue, reviewCount } = p;
  if (typeof ratingValue === "number" && Number.isFinite(ratingValue) && typeof reviewCount === "number" && reviewCount > 0) {
    product.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(ratingValue * 10) / 10,
      reviewCount,
    };
  }
  return product;
}

/** The one id of a product page's Product, so statements made elsewhere on the page (its reviews) join it. */
export const productEntityId = (productUrl: string) => `${productUrl}#product`;

export interface ReviewJsonLdInput {
  productUrl: string;
  name: string;
  average: number | null;
  count: number;
  reviews: { title: string; content: string; score: number; displayName: string; createdAt: string }[];
}

/**
 * The product's reviews as schema.org, for the reviews section (which streams after the head): the same
 * Product by @id with its AggregateRating and Review items. Nothing when there are no reviews.
 */
export function productReviewsJsonLd(p: ReviewJsonLdInput): object | null {
  if (p.count === 0 || p.average === null) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": productEntityId(p.productUrl),
    name: p.name,
    aggregateRating: { "@type": "AggregateRating", ratingValue: Math.round(p.average * 10) / 10, reviewCount: p.count, bestRating: 5, worstRating: 1 },
    review: p.reviews.map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.content,
      datePublished: r.createdAt,
      author: { "@type": "Person", name: r.displayName },
      reviewRating: { "@type": "Rating", ratingValue: r.score, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** JSON for a <script type="application/ld+json"> written by a component: no "</script>" or "<!--" can end it early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** BreadcrumbList; positions start at 1 in the given order. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface ArticleJsonLdInput {
  headline: string;
  description: string;
  url: string;
  image: string;
  /** 'YYYY-MM-DD'. */
  datePublished: string;
  authorName: string;
  publisherName: string;
  publisherLogo: string;
  language: string;
  section: string | null;
}

/** schema.org Article of a magazine post: Google reads headline, image, dates and the author from it. */
export function articleJsonLd(a: ArticleJsonLdInput): object {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${a.url}#article`,
    mainEntityOfPage: a.url,
    headline: a.headline.slice(0, 110),
    description: a.description,
    image: [a.image],
    datePublished: a.datePublished,
    author: { "@type": "Person", name: a.authorName },
    publisher: { "@type": "Organization", name: a.publisherName, logo: { "@type": "ImageObject", url: a.publisherLogo } },
    inLanguage: a.language,
    ...(a.section ? { articleSection: a.section } : {}),
  };
}
