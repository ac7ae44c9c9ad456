import type { MetaDescriptor } from "react-router";
import { canonicalUrl } from "./canonical.ts";
import { hreflangLinks, type Alternates, type HreflangLink } from "./hreflang.ts";

/** Everything a page tells crawlers about itself; built in loaders, rendered by seoMeta. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  alternates: HreflangLink[];
  ogType: "website" | "product" | "article";
  image: string | null;
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
  image?: string | null;
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
    image: args.image ? new URL(args.image, url.origin).href : null,
    locale: args.locale.replace("-", "_"),
    siteName: args.siteName,
    noindex: args.noindex,
  };
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
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
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}
