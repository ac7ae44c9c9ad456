import { drawingSocialCard, type SocialCard } from "#core/catalog/images.ts";
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
  /** The page's picture as a raster social card (networks do not render SVG); without one, the shop's first banner stands for it. */
  image?: (SocialCard & { alt: string }) | null;
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
    image: socialImage(url.origin, args.image ?? { ...drawingSocialCard("banner", 1), alt: args.siteName }),
    locale: args.locale.replace("-", "_"),
    siteName: args.siteName,
    noindex: args.noindex,
    jsonLd: args.jsonLd ?? [],
  };
}

function socialImage(origin: string, image: SocialCard & { alt: string }): PageSeo["image"] {
  return { ...image, url: new URL(image.url, origin).href };
}

