/**
 * The seed's CMS page HTML as a Contentful rich text document: Turndown makes Markdown of it, and
 * Contentful's own `richTextFromMarkdown` makes the document. A FAQ's `<details>` (no rich text node has
 * one) becomes its question as a third-level heading above the answer. An e-mail or www. address in the
 * text becomes a link to itself (the converter's GFM autolinks), with the same words.
 */
import { richTextFromMarkdown } from "@contentful/rich-text-from-markdown";
import type { Document } from "@contentful/rich-text-types";
import TurndownService from "turndown";

const turndown = new TurndownService({ headingStyle: "atx", bulletListMarker: "-" });
turndown.addRule("faq", {
  filter: "details",
  replacement: (content) => `\n\n${content.trim()}\n\n`,
});
turndown.addRule("faq-question", {
  filter: "summary",
  replacement: (content) => `\n\n### ${content.trim()}\n\n`,
});

// Turndown leaves a "<" of the words as it is, which Markdown would read as the start of inline HTML (and drop).
const escapeMarkdown = turndown.escape.bind(turndown);
turndown.escape = (text) => escapeMarkdown(text).replace(/</g, "\\<");

export function htmlToRichText(html: string): Promise<Document> {
  return richTextFromMarkdown(turndown.turndown(html));
}
