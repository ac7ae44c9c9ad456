import { IMAGE_SIZES, picture, type MediaKind } from "#core/catalog/images.ts";
import { canonicalUrl } from "#core/seo/canonical.ts";
import { hreflangLinks, type Alternates, type HreflangLink } from "#core/seo/hreflang.ts";

/** Everything a page tells crawlers about itself; built in loaders, rendered by seoMeta. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  alternates: HreflangLink[];
  ogType: "website" | "product" | "article";
  /** The social card's picture: absolute URL, its size and what it shows. */
  image: { url: string; width: number; height: number; alt: string };
  locale: string;
  siteName: string;
  noindex?: boolean;
  /** Structured data (schema.org), rendered in the head. */
  jsonLd: object[];
}

export function buildPageSeo(args: {
  url: URL;
  title: string;
  description: string;
  alternates: Alternates;
  ogType?: PageSeo["ogType"];
  /** The page's picture; without one, the shop's first banner stands for it. */
  image?: { url: string; kind: MediaKind; alt: string } | null;
  locale: string;
  siteName: string;
  keepParams?: readonly string[];
  noindex?: boolean;
  jsonLd?: object[];
}): PageSeo {
  const { url } = args;
  return {
    title: args.title,
    description: args.description,
    canonical: canonicalUrl(url.origin, url.pathname, url.searchParams, args.keepParams ?? []),
    alternates: hreflangLinks(url.origin, args.alternates),
    ogType: args.ogType ?? "website",
    image: socialImage(url.origin, args.image ?? { url: picture("banner", 1).src, kind: "banner", alt: args.siteName }),
    locale: args.locale.replace("-", "_"),
    siteName: args.siteName,
    noindex: args.noindex,
    jsonLd: args.jsonLd ?? [],
  };
}

function socialImage(origin: string, image: { url: string; kind: MediaKind; alt: string }): PageSeo["image"] {
  return { url: new URL(image.url, origin).href, ...IMAGE_SIZES[image.kind], alt: image.alt };
}

