import type { MetaDescriptor } from "react-router";
import type { PageSeo } from "./page-seo.ts";

/** The page's <title> and meta tags from what its loader built (kept apart so the browser loads only this). */
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
    // React Router's meta escapes the JSON so it cannot close the script.
    ...seo.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
