/**
 * A configurable product in vue-storefront's terms: the client adds the parent's sku with
 * `configurable_item_options` ({option_id: attribute id, option_value: the value}), and the server
 * finds the variant. Pure.
 */

/** The attribute ids of the catalog's configurable attributes, as its documents and cart lines name them. */
export const CONFIGURABLE_ATTRIBUTE_IDS: Readonly<Record<string, number>> = { color: 93, size: 144 };

/** The attribute code an option_id names: its id ("93", 93) or, from a lenient client, the code itself. */
export function attributeCodeOf(optionId: string | number): string | null {
  const text = String(optionId);
  for (const [code, id] of Object.entries(CONFIGURABLE_ATTRIBUTE_IDS)) if (String(id) === text || code === text) return code;
  return null;
}

export interface ChoosableVariant {
  sku: string;
  /** Attribute code → value, e.g. { color: "grey" }. */
  attributes: Record<string, string>;
}

export type VariantChoice<V extends ChoosableVariant> = { ok: true; variant: V } | { ok: false; field: string; message: string };

const FIELD = "product_option.extension_attributes.configurable_item_options";

/**
 * The variant whose attributes are exactly the chosen values. Every attribute the product varies by
 * must be chosen once; an unknown attribute or a combination no variant has is refused, naming the field.
 */
export function variantOfChoice<V extends ChoosableVariant>(variants: readonly V[], options: readonly { option_id: string | number; option_value: string | number }[]): VariantChoice<V> {
  const varying = [...new Set(variants.flatMap((v) => Object.keys(v.attributes)))];
  const chosen: Record<string, string> = {};
  for (const [i, option] of options.entries()) {
    const code = attributeCodeOf(option.option_id);
    if (!code || !varying.includes(code)) return { ok: false, field: `${FIELD}.${i}.option_id`, message: `the product has no configurable attribute ${JSON.stringify(option.option_id)}` };
    if (code in chosen) return { ok: false, field: `${FIELD}.${i}.option_id`, message: `attribute ${code} is chosen twice` };
    chosen[code] = String(option.option_value);
  }
  const missing = varying.find((code) => !(code in chosen));
  if (missing) return { ok: false, field: FIELD, message: `choose a value of ${missing} (attribute ${CONFIGURABLE_ATTRIBUTE_IDS[missing] ?? missing})` };
  const variant = variants.find((v) => varying.every((code) => v.attributes[code] === chosen[code]));
  if (!variant) return { ok: false, field: FIELD, message: `no variant has ${varying.map((code) => `${code} ${chosen[code]}`).join(" and ")}` };
  return { ok: true, variant };
}

/** A variant's configurable_item_options, as a cart line answers them. */
export function configurableItemOptions(attributes: Record<string, string>): { option_id: string; option_value: string }[] {
  return Object.entries(attributes)
    .filter(([code]) => code in CONFIGURABLE_ATTRIBUTE_IDS)
    .map(([code, value]) => ({ option_id: String(CONFIGURABLE_ATTRIBUTE_IDS[code]), option_value: value }));
}
