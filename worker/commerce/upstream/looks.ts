/**
 * What a Magento product looks like, for the shop's generated pictures (its own drawings, SPEC's
 * product imagery): the piece from the shop's `furniture_kind` attribute, else from the product's name
 * (the kinds' own nouns in the four languages, longest first: "loungesoffa" before "soffa"); the colour
 * and material from their labels, matched against the shop's colour and material options in any language.
 */
import { COLORS, MATERIALS } from "../../media/art/attributes.ts";
import { ITEM_KINDS, SET_KINDS } from "../../media/art/kinds.ts";
import type { ImageSubject, ProductLook } from "#core/port/catalog.ts";
import { labelOf, type AttributeLabels, type ProductDocument } from "./documents.ts";

/** What the pictures draw when nothing says which piece a product is. */
const DEFAULT_KIND = "armchair";

type Noun = { noun: string; item?: string; set?: (typeof SET_KINDS)[number] };
const NOUNS: Noun[] = [
  ...ITEM_KINDS.flatMap((kind) => Object.values(kind.noun).map((noun) => ({ noun: noun.toLowerCase(), item: kind.key }))),
  ...SET_KINDS.flatMap((set) => Object.values(set.noun).map((noun) => ({ noun: noun.toLowerCase(), set }))),
].sort((a, b) => b.noun.length - a.noun.length);

/** An option label ("Grön", "Rep (polyester)") as the shop's option of that name in any of its languages. */
function optionNamed<T extends { value: string; label: Record<string, string> }>(options: readonly T[], label: string): T | null {
  const name = label.replace(/\(.*\)/, "").trim().toLowerCase();
  return name ? (options.find((option) => Object.values(option.label).some((candidate) => candidate.toLowerCase() === name)) ?? null) : null;
}

/** The piece a product is: its `furniture_kind` (a kind's key), else the longest kind noun in its name. */
function pieceOf(product: ProductDocument, labels: AttributeLabels): Noun | null {
  const declared = labelOf(labels, "furniture_kind", product.furniture_kind).toLowerCase();
  const byKey = ITEM_KINDS.find((kind) => kind.key === declared) ?? SET_KINDS.find((set) => set.key === declared);
  if (byKey) return "parts" in byKey ? { noun: declared, set: byKey } : { noun: declared, item: byKey.key };
  const name = (product.name ?? "").toLowerCase();
  return NOUNS.find((noun) => name.includes(noun.noun)) ?? null;
}

function look(kind: string, shown: { [attribute: string]: unknown }, product: ProductDocument, labels: AttributeLabels): ProductLook {
  const colour = optionNamed(COLORS, labelOf(labels, "color", shown.color ?? product.color));
  const material = optionNamed(MATERIALS, labelOf(labels, "material", shown.material) || labelOf(labels, "material", product.material));
  return { kind, colour: colour?.value ?? null, swatch: colour?.swatch ?? null, material: material?.value ?? null, tabletop: null, form: null, function: null, size: null };
}

/** The pictures of a product shown as `shown` (a variant, or itself); a set is drawn as its kind's main parts. */
export function subjectOf(shown: { [attribute: string]: unknown }, product: ProductDocument, labels: AttributeLabels, count: number): ImageSubject {
  const piece = pieceOf(product, labels);
  if (piece?.set) {
    const parts = piece.set.parts.filter((part) => !part.optional).map((part) => ({ look: look(part.kind, shown, product, labels), qty: part.qty[0] ?? 1 }));
    return { key: product.sku, set: piece.set.key, parts, count };
  }
  return { key: product.sku, set: null, parts: [{ look: look(piece?.item ?? DEFAULT_KIND, shown, product, labels), qty: 1 }], count };
}
