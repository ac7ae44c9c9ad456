/**
 * What an entry links to, found in the answer's `includes` (the Content Delivery API resolves `include` levels
 * there, not in place), and where such a link leads in a store: a page to its path, a product or category
 * reference to the store's own URL of it (with the cache tag of what it shows).
 */
import type { StoreCode } from "#core/stores.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import { pageHref } from "#core/catalog/hrefs.ts";
import { contentEntryTag } from "#core/cache/vocabulary.ts";
import type { Asset, Entry, EntryCollection, Link } from "./delivery-api.ts";

export class Includes {
  private readonly entries = new Map<string, Entry>();
  private readonly assets = new Map<string, Asset>();

  constructor(collection: EntryCollection) {
    for (const entry of [...collection.items, ...(collection.includes?.Entry ?? [])]) this.entries.set(entry.sys.id, entry);
    for (const asset of collection.includes?.Asset ?? []) this.assets.set(asset.sys.id, asset);
  }

  /** A linked entry; null when it is unpublished, deleted or beyond the include depth. */
  entry(link: unknown): Entry | null {
    const id = linkId(link, "Entry");
    return id ? (this.entries.get(id) ?? null) : null;
  }

  asset(link: unknown): Asset | null {
    const id = linkId(link, "Asset");
    return id ? (this.assets.get(id) ?? null) : null;
  }

  allEntries(): Entry[] {
    return [...this.entries.values()];
  }

  /** The tag of every entry and asset the answer holds: a publish of any of them reaches the page showing them. */
  tags(): string[] {
    return [...this.entries.keys(), ...this.assets.keys()].map(contentEntryTag);
  }
}

function linkId(link: unknown, type: Link["sys"]["linkType"]): string | null {
  const sys = (link as Link | null)?.sys;
  return sys && sys.type === "Link" && sys.linkType === type && typeof sys.id === "string" ? sys.id : null;
}

export const contentTypeOf = (entry: Entry) => entry.sys.contentType.sys.id;
export const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Where a link leads in a store, and the tags of what it shows. */
export interface LinkTarget {
  href: string;
  tags: string[];
  categoryId?: number;
}

/** The shop's own URLs of the catalog references an editor makes (from the commerce port). */
export interface CatalogLinks {
  product(store: StoreCode, sku: string): Promise<LinkTarget | null>;
  category(store: StoreCode, categoryId: number): Promise<LinkTarget | null>;
}

/** The targets of every linkable entry of an answer (pages, product and category references), by entry id. */
export async function resolveTargets(store: StoreCode, includes: Includes, catalog: CatalogLinks): Promise<Map<string, LinkTarget>> {
  const view = STORE_VIEWS[store];
  const resolved = await Promise.all(
    includes.allEntries().map(async (entry): Promise<[string, LinkTarget | null]> => {
      const fields = entry.fields as Record<string, unknown>;
      switch (contentTypeOf(entry)) {
        case "page":
          return [entry.sys.id, text(fields.slug) ? { href: pageHref(view, text(fields.slug)), tags: [] } : null];
        case "productLink":
          return [entry.sys.id, text(fields.sku) ? await catalog.product(store, text(fields.sku)) : null];
        case "categoryLink":
          return [entry.sys.id, Number.isInteger(fields.categoryId) ? await catalog.category(store, fields.categoryId as number) : null];
        default:
          return [entry.sys.id, null];
      }
    }),
  );
  return new Map(resolved.filter((pair): pair is [string, LinkTarget] => pair[1] !== null));
}
