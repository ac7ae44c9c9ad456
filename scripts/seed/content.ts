import { STORE_PATH_PAGES } from "#core/pages.ts";
import { CONTENT_PAGE_KEYS, SHOWROOMS, STORE_CODES, STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import type { StorePaths } from "#core/stores/definition.ts";
import {
  OPENING_HOURS, OPENING_HOURS_HEADING, PAGE_COPY, PATH_PAGE_COPY, SHOWROOM_HEADING, SITE_SUFFIX, type PageCopy, type Section,
} from "./content-copy.ts";
import type { Row } from "./schema.ts";
import { escapeHtml } from "./text.ts";

function renderSection(section: Section): string {
  const parts: string[] = [];
  if (section.heading) parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
  for (const paragraph of section.paragraphs ?? []) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  if (section.items?.length) parts.push(`<ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`);
  // Each question opens its answer, also without JavaScript.
  for (const { question, answer } of section.faq ?? []) parts.push(`<details class="faq"><summary>${escapeHtml(question)}</summary><p>${escapeHtml(answer)}</p></details>`);
  return parts.join("\n");
}

function showroomSections(store: StoreCode): Section[] {
  return [
    {
      heading: SHOWROOM_HEADING[store],
      items: SHOWROOMS.map(({ name, city }) => (name === city ? name : `${name}, ${city}`)),
    },
    { heading: OPENING_HOURS_HEADING[store], items: [...OPENING_HOURS[store]] },
  ];
}

/** Path keys grouped by the identifier they share in one store (dk delivery and payment are both 'kobsbetingelser'). */
function pathPages(store: StoreCode): Map<string, (keyof StorePaths)[]> {
  const byIdentifier = new Map<string, (keyof StorePaths)[]>();
  for (const [key, identifier] of Object.entries(STORE_VIEWS[store].paths) as [keyof StorePaths, string][]) {
    // Only the paths that lead to a content page are CMS pages: the others are categories or pages of their own.
    if (STORE_PATH_PAGES[key] !== "content") continue;
    byIdentifier.set(identifier, [...(byIdentifier.get(identifier) ?? []), key]);
  }
  return byIdentifier;
}

function copyForPath(store: StoreCode, keys: (keyof StorePaths)[]): PageCopy {
  const copies = keys.map((key) => {
    const copyKey = PATH_PAGE_COPY[key];
    if (!copyKey) throw new Error(`no page copy for store path '${key}'`);
    return PAGE_COPY[copyKey][store];
  });
  if (copies.length === 1) return copies[0] as PageCopy;
  const terms = PAGE_COPY.terms[store];
  return {
    ...terms,
    sections: copies.map((copy) => ({
      heading: copy.title,
      paragraphs: copy.sections.flatMap((section) => section.paragraphs ?? []),
      items: copy.sections.flatMap((section) => section.items ?? []),
      faq: copy.sections.flatMap((section) => section.faq ?? []),
    })),
  };
}

export function cmsPageRows(): Row[] {
  const rows: Row[] = [];
  for (const store of STORE_CODES) {
    const seen = new Set<string>();
    const add = (identifier: string, pageKey: string, copy: PageCopy, extra: Section[] = []): void => {
      if (seen.has(identifier)) throw new Error(`duplicate CMS identifier '${identifier}' in store ${store}`);
      seen.add(identifier);
      rows.push({
        id: rows.length + 1,
        identifier,
        store_code: store,
        page_key: pageKey,
        title: copy.title,
        content: [...copy.sections, ...extra].map(renderSection).join("\n"),
        page_layout: "1column",
        meta_title: `${copy.title} | ${SITE_SUFFIX[store]}`,
        meta_keywords: copy.keywords,
        meta_description: copy.description,
        active: 1,
      });
    };
    for (const key of CONTENT_PAGE_KEYS) {
      add(key, key, PAGE_COPY[key][store], key === "store-locator" ? showroomSections(store) : []);
    }
    // A store path shares the page key of the content page it localizes (kundtjanst ↔ customer-service):
    // one page, one canonical URL per store, reciprocal hreflang.
    for (const [identifier, keys] of pathPages(store)) add(identifier, PATH_PAGE_COPY[keys[0]!] ?? (keys[0] as string), copyForPath(store, keys));
  }
  return rows;
}
