/**
 * A bundle's price follows the parts the shopper chooses (SPEC §5): the sum of the chosen
 * selections' prices × their quantities. Optional parts can be declined (BUNDLE_NONE). Pure;
 * the product page shows it as the shopper chooses, the cart and the order price the same way
 * (app/domain/cart-options.ts).
 */
import { BUNDLE_NONE } from "./cart-options.ts";
import { roundHalfAwayFromZero } from "./money.ts";
import type { PriceDisplay } from "./price.ts";

export interface BundlePartView {
  /** The selection's own id, which the choice names. */
  selectionId: number;
  qty: number;
  isDefault: boolean;
  price: { final: number; original: number };
}

export interface BundleOptionView {
  id: number;
  required: boolean;
  selections: readonly BundlePartView[];
}

/** Option id → chosen selection id, or BUNDLE_NONE for a declined optional part. */
export type BundleChoice = Record<string, string>;

/** A bundle can be bought while every required option has a part left to choose (parts that cannot be sold are left out). */
export function bundleComplete(options: readonly { required: boolean; selections: readonly unknown[] }[]): boolean {
  return options.every((option) => !option.required || option.selections.length > 0);
}

/** What the page starts with: each option's default part; an optional one without a default is declined. */
export function defaultBundleChoice(options: readonly BundleOptionView[]): BundleChoice {
  return Object.fromEntries(
    options.map((o) => [String(o.id), String(o.selections.find((s) => s.isDefault)?.selectionId ?? (o.required ? (o.selections[0]?.selectionId ?? BUNDLE_NONE) : BUNDLE_NONE))]),
  );
}

/** The bundle's price block for a choice: sums of the chosen parts' final and regular prices. */
export function bundlePriceDisplay(options: readonly BundleOptionView[], choice: BundleChoice): PriceDisplay {
  let final = 0;
  let original = 0;
  for (const option of options) {
    const part = option.selections.find((s) => String(s.selectionId) === choice[String(option.id)]);
    if (!part) continue;
    final += part.price.final * part.qty;
    original += part.price.original * part.qty;
  }
  final = roundHalfAwayFromZero(final, 2);
  original = roundHalfAwayFromZero(original, 2);
  const reduced = final < original;
  return {
    final,
    original,
    special: reduced ? final : null,
    // Each reduced part shows its own EU reference on its line; the composed total has none.
    lowest30: null,
    showLowest30: false,
    discountPercent: reduced ? roundHalfAwayFromZero(((original - final) / original) * 100, 0) : null,
  };
}
