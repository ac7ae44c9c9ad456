import { serializeJsonLd } from "../seo/json-ld.ts";

/** Structured data for crawlers; serializeJsonLd escapes anything that could close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
