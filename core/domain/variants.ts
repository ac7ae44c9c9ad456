/**
 * Configurable product variant selection (SPEC §4 "Configurable product").
 *
 * Only available children can be selected: status < 2 and in stock (isInStock and qty > 0).
 * Selection order: exact sku → child matching the most chosen attributes → (ties) the
 * cheaper finalPrice → the lower sku. A chosen attribute whose value is '' counts as not chosen.
 */

export interface VariantChild {
  sku: string;
  status: number;
  isInStock: boolean;
  qty: number;
  finalPrice: number;
  /** e.g. { color: "grey", size: "3-sits" } */
  attributes: Record<string, string>;
}

export type VariantSelection =
  | { kind: "selected"; child: VariantChild }
  | { kind: "none_available" }
  | { kind: "no_such_configuration" };

export type VariantWanted = { sku?: string | null; attributes?: Record<string, string> };

export type VariantOptionValue = { value: string; available: boolean };

/** Error set on the variants error when no child is selectable (SPEC §4). */
export const NO_AVAILABLE_VARIANTS = "No available product variants";

/** Warning when the chosen attribute combination does not exist among available children (SPEC §4). */
export const NO_SUCH_CONFIGURATION =
  "No such configuration for the product. Please do choose another combination of attributes.";

/** Status 2 or higher means disabled (SPEC §4 "Product load"). */
const DISABLED_STATUS = 2;

function isAvailable(c: VariantChild): boolean {
  return c.status < DISABLED_STATUS && c.isInStock && c.qty > 0;
}

/** Children that can be selected: status < 2, isInStock and qty > 0. Input order is kept. */
export function availableChildren(children: readonly VariantChild[]): VariantChild[] {
  return children.filter(isAvailable);
}

/** The chosen attribute pairs, without entries whose value is '' (nothing picked). */
function chosenPairs(attributes: Record<string, string> | undefined, except?: string): [string, string][] {
  if (!attributes) return [];
  return Object.entries(attributes).filter(([k, v]) => k !== except && typeof v === "string" && v !== "");
}

function matchCount(child: VariantChild, pairs: readonly (readonly [string, string])[]): number {
  let n = 0;
  for (const [k, v] of pairs) if (Object.hasOwn(child.attributes, k) && child.attributes[k] === v) n++;
  return n;
}

/** True when the child has every chosen (non-empty) attribute value; true for no chosen attributes. */
export function isExactConfiguration(child: VariantChild, attributes: Record<string, string>): boolean {
  const pairs = chosenPairs(attributes);
  return matchCount(child, pairs) === pairs.length;
}

/** Price for comparison: a non-finite price sorts after every real price. */
function priceKey(c: VariantChild): number {
  return Number.isFinite(c.finalPrice) ? c.finalPrice : Number.POSITIVE_INFINITY;
}

/** Cheaper first, then lower sku (code-unit order) for determinism. */
function cheaperFirst(a: VariantChild, b: VariantChild): number {
  const d = priceKey(a) - priceKey(b);
  if (d !== 0 && !Number.isNaN(d)) return d < 0 ? -1 : 1;
  return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
}

/** Highest match count wins; ties go to cheaperFirst. `candidates` must be non-empty. */
function best(candidates: readonly VariantChild[], pairs: readonly [string, string][]): { child: VariantChild; score: number } {
  let bestChild = candidates[0] as VariantChild;
  let bestScore = matchCount(bestChild, pairs);
  for (const c of candidates.slice(1)) {
    const score = matchCount(c, pairs);
    if (score > bestScore || (score === bestScore && cheaperFirst(c, bestChild) < 0)) {
      bestChild = c;
      bestScore = score;
    }
  }
  return { child: bestChild, score: bestScore };
}

/**
 * Picks the child for a selection, among available children only:
 * - none available → { kind: "none_available" } (show NO_AVAILABLE_VARIANTS);
 * - `wanted.sku` equal to an available child's sku → that child;
 * - chosen attributes → the child matching the most of them (ties: cheaper, then lower sku).
 *   When no available child matches them all, the result is { kind: "no_such_configuration" }
 *   unless fallbackToDefault (default true), which selects the best partial match instead
 *   (use isExactConfiguration to still show NO_SUCH_CONFIGURATION);
 * - nothing chosen → the default: the cheapest available child.
 * A sku that is not available and no attributes counts as a combination that does not exist:
 * the default child with fallback, else no_such_configuration.
 */
export function selectVariant(
  children: readonly VariantChild[],
  wanted: VariantWanted,
  options?: { fallbackToDefault?: boolean },
): VariantSelection {
  const fallback = options?.fallbackToDefault ?? true;
  const available = availableChildren(children);
  if (available.length === 0) return { kind: "none_available" };

  const sku = typeof wanted.sku === "string" ? wanted.sku : "";
  if (sku !== "") {
    const exact = available.find((c) => c.sku === sku);
    if (exact) return { kind: "selected", child: exact };
  }

  const pairs = chosenPairs(wanted.attributes);
  if (pairs.length === 0) {
    if (sku !== "" && !fallback) return { kind: "no_such_configuration" };
    return { kind: "selected", child: best(available, []).child };
  }

  const { child, score } = best(available, pairs);
  if (score === pairs.length || fallback) return { kind: "selected", child };
  return { kind: "no_such_configuration" };
}

/**
 * The distinct values of `attributeCode` across all children, in first-seen order. A value is
 * available when some available child has it and matches the other chosen (non-empty)
 * attributes — so a size picker can grey out sizes not available in the chosen colour.
 * Children without the attribute (or with '') contribute no value.
 */
export function optionValuesFor(
  children: readonly VariantChild[],
  attributeCode: string,
  chosen: Record<string, string>,
): VariantOptionValue[] {
  const others = chosenPairs(chosen, attributeCode);
  const byValue = new Map<string, VariantOptionValue>();
  for (const c of children) {
    if (!Object.hasOwn(c.attributes, attributeCode)) continue;
    const value = c.attributes[attributeCode];
    if (typeof value !== "string" || value === "") continue;
    let entry = byValue.get(value);
    if (!entry) {
      entry = { value, available: false };
      byValue.set(value, entry);
    }
    if (!entry.available && isAvailable(c) && matchCount(c, others) === others.length) entry.available = true;
  }
  return [...byValue.values()];
}
