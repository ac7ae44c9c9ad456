/**
 * An editor's rich text as HTML, rendered on the server by Contentful's own renderer: embedded assets become
 * pictures through the Images API, embedded and linked entries links to the store's own URLs, hyperlinks
 * keep only safe schemes. Text is escaped by the renderer.
 */
import { documentToHtmlString, type Next } from "@contentful/rich-text-html-renderer";
import { BLOCKS, INLINES, type Block, type Document, type Inline } from "@contentful/rich-text-types";
import type { ContentImage } from "#core/port/site-content.ts";
import type { Asset } from "./delivery-api.ts";
import { pictureHtml } from "#core/catalog/content-images.ts";
import { escapeHtml, isSafeHref } from "#core/content/html.ts";
import { contentTypeOf, text, type Includes, type LinkTarget } from "./linked-content.ts";

/** An asset that is a picture, as the port's image; null for other files or a missing one. */
export function contentImage(asset: Asset | null): ContentImage | null {
  const file = asset?.fields.file;
  const size = file?.details?.image;
  if (!asset || !file?.url || !size) return null;
  return { url: file.url, alt: asset.fields.description || asset.fields.title || "", width: size.width, height: size.height };
}

const isDocument = (value: unknown): value is Document => typeof value === "object" && value !== null && (value as Document).nodeType === BLOCKS.DOCUMENT;

export function renderRichText(document: unknown, includes: Includes, targets: ReadonlyMap<string, LinkTarget>): string {
  if (!isDocument(document)) return "";
  const target = (node: Block | Inline) => includes.entry(node.data.target);
  const href = (node: Block | Inline) => {
    const entry = target(node);
    return entry ? targets.get(entry.sys.id)?.href : undefined;
  };
  /** An entry placed in the text: a link to what it references, labelled by the entry. */
  const entryLink = (node: Block | Inline) => {
    const entry = target(node);
    const to = href(node);
    if (!entry || !to) return "";
    const fields = entry.fields as Record<string, unknown>;
    const label = text(fields.label) || text(fields.title) || text(fields.name) || text(fields.sku);
    return `<a class="content-link content-link--${escapeHtml(contentTypeOf(entry))}" href="${escapeHtml(to)}">${escapeHtml(label)}</a>`;
  };
  return documentToHtmlString(document, {
    renderNode: {
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const image = contentImage(includes.asset(node.data.target));
        return image ? `<figure class="content-figure">${pictureHtml(image)}</figure>` : "";
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const link = entryLink(node);
        return link && `<p class="content-entry">${link}</p>`;
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => entryLink(node),
      [INLINES.ENTRY_HYPERLINK]: (node, next: Next) => {
        const to = href(node);
        return to ? `<a href="${escapeHtml(to)}">${next(node.content)}</a>` : next(node.content);
      },
      [INLINES.ASSET_HYPERLINK]: (node, next: Next) => {
        const url = includes.asset(node.data.target)?.fields.file?.url;
        return url ? `<a href="${escapeHtml(url.startsWith("//") ? `https:${url}` : url)}">${next(node.content)}</a>` : next(node.content);
      },
      [INLINES.HYPERLINK]: (node, next: Next) => {
        const uri = typeof node.data.uri === "string" ? node.data.uri : "";
        return isSafeHref(uri) ? `<a href="${escapeHtml(uri)}">${next(node.content)}</a>` : next(node.content);
      },
      // Links to other spaces' resources are not the shop's: their text stays, without a link.
      [INLINES.RESOURCE_HYPERLINK]: (node, next: Next) => next(node.content),
      [INLINES.EMBEDDED_RESOURCE]: () => "",
      [BLOCKS.EMBEDDED_RESOURCE]: () => "",
    },
  });
}
