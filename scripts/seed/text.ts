import { STORE_CODES, type StoreCode } from "#core/stores.ts";
export { slugify } from "#core/domain/slug.ts";

export { localized, type Localized } from "#worker/media/art/localized.ts";

export function mapStores<T>(build: (store: StoreCode) => T): Record<StoreCode, T> {
  return Object.fromEntries(STORE_CODES.map((store) => [store, build(store)])) as Record<StoreCode, T>;
}

/** Replaces `{name}` placeholders; unknown placeholders are an authoring error. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template placeholder {${key}} has no value`);
    return value;
  });
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
