import type { MetaDescriptor } from "react-router";
import { IMAGE_SIZES, picture, type MediaKind } from "../catalog/images.ts";
import { canonicalUrl } from "./canonical.ts";
import { hreflangLinks, type Alternates, type HreflangLink } from "./hreflang.ts";

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
  };
}

function socialImage(origin: string, image: { url: string; kind: MediaKind; alt: string }): PageSeo["image"] {
  return { url: new URL(image.url, origin).href, ...IMAGE_SIZES[image.kind], alt: image.alt };
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  // Every page's title reads "Name – Category | Shop": the page names itself, the shop's name follows once.
  return [
    { title: seo.title.includes(seo.siteName) ? seo.title : `${seo.title} | ${seo.siteName}` },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
    { property: "og:type", content: seo.ogType },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: seo.locale },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:width", content: String(seo.image.width) },
    { property: "og:image:height", content: String(seo.image.height) },
    { property: "og:image:alt", content: seo.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image.url },
    { name: "twitter:image:alt", content: seo.image.alt },
  ];
}
