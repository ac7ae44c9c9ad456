/**
 * A Contentful space as its Content Delivery API sees it: locales with their fallback chain, content types
 * with the fields that are localized, and the published entries and assets with every locale's values
 * (the shape the Content Management API and webhooks use: `fields.{field}.{locale}`).
 * Shapes from Contentful's documentation: Content Delivery API "Entries", "Links", "Localization"; nothing here
 * is taken from the shop's adapter.
 */

export interface Locale {
  code: string;
  /** The locale whose value is used when this one has none; null ends the chain. */
  fallbackCode: string | null;
  default: boolean;
}

export interface ContentType {
  id: string;
  /** Fields whose values differ by locale; the others are stored in the default locale only. */
  localized: readonly string[];
}

/** Field values by field, then locale. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

export interface StoredEntry {
  id: string;
  contentType: string;
  fields: LocalizedFields;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface StoredAsset {
  id: string;
  fields: LocalizedFields;
}

export interface Space {
  id: string;
  environment: string;
  locales: Locale[];
  contentTypes: ContentType[];
  entries: Map<string, StoredEntry>;
  assets: Map<string, StoredAsset>;
}

export const link = (linkType: "Entry" | "Asset", id: string) => ({ sys: { type: "Link", linkType, id } });

export function defaultLocale(space: Space): Locale {
  return space.locales.find((locale) => locale.default)!;
}

/** A field's value in a locale: its own, else along the fallback chain; undefined when none has one (the field is left out). */
export function fieldValue(space: Space, values: Record<string, unknown>, localized: boolean, code: string): unknown {
  if (!localized) return values[defaultLocale(space).code];
  const seen = new Set<string>();
  let locale: Locale | undefined = space.locales.find((candidate) => candidate.code === code);
  while (locale && !seen.has(locale.code)) {
    if (values[locale.code] !== undefined) return values[locale.code];
    seen.add(locale.code);
    locale = locale.fallbackCode ? space.locales.find((candidate) => candidate.code === locale!.fallbackCode) : undefined;
  }
  return undefined;
}

/** An entity's fields in one locale, or every locale's (`*`) as stored. */
export function fieldsIn(space: Space, fields: LocalizedFields, localizedFields: readonly string[], code: string): Record<string, unknown> {
  if (code === "*") return structuredClone(fields);
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(fields)) {
    const value = fieldValue(space, values, localizedFields.includes(name), code);
    if (value !== undefined) out[name] = structuredClone(value);
  }
  return out;
}
