/**
 * Products with custom options or bundle selections in the cart (SPEC §3 "Cart item",
 * §4 "Cart line identity", §5 "Option price adjustments"): what was chosen, what it costs and
 * the checksum that tells two lines of the same sku apart. Pure.
 */
import { customOptionPrice, finalPrice, type PriceInput } from "./price.ts";
import { refusal, type Refusal } from "./refusal.ts";

/**
 * Chosen values by option id: custom options take value ids (or the text of a field), bundles the
 * chosen selection's id (Magento's `product_links[].id`) or BUNDLE_NONE.
 */
export interface ChosenOptions {
  custom: Record<string, string[]>;
  bundle: Record<string, string>;
}

/**
 * ChosenOptions in Magento's product_option shape, as the cart and order APIs take them: checkbox values
 * comma-separated; a bundle part by its selection id with its quantity (from `bundleOptions`, else 1); a
 * declined optional part left out.
 */
export function toProductOption(chosen: ChosenOptions, bundleOptions: readonly { id: number; selections: readonly { id: number; qty: number }[] }[] = []) {
  const qtyOf = (optionId: string, selectionId: string) => bundleOptions.find((o) => String(o.id) === optionId)?.selections.find((s) => String(s.id) === selectionId)?.qty ?? 1;
  return {
    extension_attributes: {
      custom_options: Object.entries(chosen.custom).map(([option_id, values]) => ({ option_id: Number(option_id), option_value: values.join(",") })),
      bundle_options: Object.entries(chosen.bundle)
        .filter(([, selection]) => selection !== BUNDLE_NONE)
        .map(([option_id, selection]) => ({ option_id: Number(option_id), option_qty: qtyOf(option_id, selection), option_selections: [Number(selection)] })),
    },
  };
}

export interface OptionLabel {
  label: string;
  value: string;
}

interface CustomOptionLike {
  id: number;
  title: string;
  type: "field" | "radio" | "drop_down" | "checkbox";
  required: boolean;
  values: { id: number; title: string; priceType: "fixed" | "percent"; price: number }[];
}

interface BundleOptionLike {
  id: number;
  title: string;
  required: boolean;
  /** With their prices, the bundle costs the sum of the chosen parts (SPEC §5). `id` is the selection's own. */
  selections: { id: number; product: { sku: string; name: string; price?: PriceInput }; qty: number; isDefault: boolean }[];
}

/** The choice that declines an optional bundle part (form value, and in a line's checksum). */
export const BUNDLE_NONE = "none";

export type ResolvedOptions =
  | { ok: true; unitPrice: number; checksum: string | null; labels: OptionLabel[]; chosen: ChosenOptions }
  | { ok: false; field: string; refusal: Refusal };

/** Text options hold at most this many characters (the engraving option says 20). */
export const FIELD_MAX_LENGTH = 20;

export const NO_OPTIONS: ChosenOptions = { custom: {}, bundle: {} };

/** The form field of a custom option, as chosenFromForm reads it. */
export const customOptionInputName = (id: number) => `option-${id}`;

/** Form fields `option-{id}` (repeated for checkboxes) and `bundle-{id}` → ChosenOptions. Empty values are dropped. */
export function chosenFromForm(entries: Iterable<[string, unknown]>): ChosenOptions {
  const chosen: ChosenOptions = { custom: {}, bundle: {} };
  for (const [name, raw] of entries) {
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value === "") continue;
    const custom = /^option-(\d+)$/.exec(name);
    const bundle = /^bundle-(\d+)$/.exec(name);
    if (custom) (chosen.custom[custom[1]!] ??= []).push(value);
    else if (bundle) chosen.bundle[bundle[1]!] = value;
  }
  return chosen;
}

/** The required custom options the choice leaves unanswered, in the product's order: the page flags each before anything is sent. */
export function missingRequiredOptions(options: readonly { id: number; required: boolean }[], chosen: ChosenOptions): number[] {
  return options.filter((option) => option.required && !(chosen.custom[String(option.id)]?.length)).map((option) => option.id);
}

/** FNV-1a (32 bit) of the canonical choice: short, stable, the same in the browser and the worker. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** The checksum of a choice; null when nothing was chosen (the line is identified by sku). */
export function optionsChecksum(chosen: ChosenOptions): string | null {
  const parts = [
    ...Object.keys(chosen.custom)
      .sort()
      .map((id) => `c${id}=${[...chosen.custom[id]!].sort().join(",")}`),
    ...Object.keys(chosen.bundle)
      .sort()
      .map((id) => `b${id}=${chosen.bundle[id]}`),
  ];
  return parts.length === 0 ? null : fnv1a(parts.join("|"));
}

/**
 * Checks a choice against the product's options and prices it: required options must be
 * chosen, values must exist (one for radio/drop-down, any number for checkboxes, a text of at
 * most FIELD_MAX_LENGTH for a field), bundle selections must be offered (an unchosen bundle option
 * takes its default; BUNDLE_NONE declines an optional one). Each chosen custom value adds its fixed
 * amount or its percent of `basePrice`. Given `today` and parts with prices, a bundle costs the
 * sum of its chosen parts × their quantities instead of `basePrice`.
 */
export function resolveOptions(
  product: { customOptions: readonly CustomOptionLike[]; bundleOptions: readonly BundleOptionLike[] },
  chosen: ChosenOptions,
  basePrice: number,
  today?: string,
): ResolvedOptions {
  const labels: OptionLabel[] = [];
  const normalized: ChosenOptions = { custom: {}, bundle: {} };
  let unitPrice = basePrice;
  // A bundle whose parts carry prices costs what its chosen parts cost (given `today`).
  let partsPrice: number | null = today !== undefined && product.bundleOptions.length > 0 ? 0 : null;

  for (const id of Object.keys(chosen.custom)) {
    if (!product.customOptions.some((o) => String(o.id) === id)) return { ok: false, field: `options.${id}`, refusal: refusal("unknownOption", { option: id }) };
  }
  for (const id of Object.keys(chosen.bundle)) {
    if (!product.bundleOptions.some((o) => String(o.id) === id)) return { ok: false, field: `bundle.${id}`, refusal: refusal("unknownBundleOption", { option: id }) };
  }

  for (const option of product.customOptions) {
    const given = chosen.custom[String(option.id)] ?? [];
    const field = `options.${option.id}`;
    if (given.length === 0) {
      if (option.required) return { ok: false, field, refusal: refusal("optionRequired", { option: option.title }) };
      continue;
    }
    if (option.type === "field") {
      const text = given.join(" ").trim();
      if (text.length > FIELD_MAX_LENGTH) return { ok: false, field, refusal: refusal("optionTooLong", { option: option.title, max: FIELD_MAX_LENGTH }) };
      normalized.custom[String(option.id)] = [text];
      labels.push({ label: option.title, value: text });
      continue;
    }
    if (option.type !== "checkbox" && given.length > 1) return { ok: false, field, refusal: refusal("optionOneValue", { option: option.title }) };
    const values = [];
    for (const raw of new Set(given)) {
      const value = option.values.find((v) => String(v.id) === raw);
      if (!value) return { ok: false, field, refusal: refusal("optionNoValue", { option: option.title, value: raw }) };
      values.push(value);
    }
    for (const value of values) unitPrice += customOptionPrice(basePrice, value) - basePrice;
    normalized.custom[String(option.id)] = values.map((v) => String(v.id));
    labels.push({ label: option.title, value: values.map((v) => v.title).join(", ") });
  }

  for (const option of product.bundleOptions) {
    const given = chosen.bundle[String(option.id)] ?? option.selections.find((s) => s.isDefault)?.id;
    const field = `bundle.${option.id}`;
    if (given === undefined || given === BUNDLE_NONE) {
      if (option.required) return { ok: false, field, refusal: refusal("optionRequired", { option: option.title }) };
      if (given === BUNDLE_NONE) normalized.bundle[String(option.id)] = BUNDLE_NONE;
      continue;
    }
    // A line stored before selections had ids names its part by sku: it is read as that part's id.
    const selection = option.selections.find((s) => String(s.id) === String(given)) ?? option.selections.find((s) => s.product.sku === given);
    if (!selection) return { ok: false, field, refusal: refusal("bundleNoSelection", { option: option.title, sku: String(given) }) };
    normalized.bundle[String(option.id)] = String(selection.id);
    labels.push({ label: option.title, value: `${selection.qty} × ${selection.product.name}` });
    if (partsPrice !== null) partsPrice = selection.product.price ? partsPrice + finalPrice(selection.product.price, today!) * selection.qty : null;
  }
  if (partsPrice !== null) unitPrice += partsPrice - basePrice;

  return { ok: true, unitPrice: Math.round(unitPrice * 100) / 100, checksum: optionsChecksum(normalized), labels, chosen: normalized };
}

export type PricedChoice =
  | { ok: true; unitPrice: number; checksum: string | null; options: { labels: OptionLabel[]; chosen: ChosenOptions } | null }
  | { ok: false; field: string; refusal: Refusal };

/** resolveOptions as a cart or order line takes it: no options recorded when nothing was chosen. */
export function pricedChoice(
  product: Parameters<typeof resolveOptions>[0],
  chosen: ChosenOptions | null,
  basePrice: number,
  today?: string,
): PricedChoice {
  const resolved = resolveOptions(product, chosen ?? NO_OPTIONS, basePrice, today);
  if (!resolved.ok) return resolved;
  return { ok: true, unitPrice: resolved.unitPrice, checksum: resolved.checksum, options: resolved.checksum ? { labels: resolved.labels, chosen: resolved.chosen } : null };
}
