/**
 * Bundle selections in vue-storefront's terms: a client names a selection by its id (Magento's
 * `product_links[].id`), the cart service by the selected product's sku. Here a selection's id is its
 * product's id, unique within a bundle. Pure.
 */
import type { ChosenOptions } from "../domain/cart-options.ts";

interface SelectionLike {
  product: { id: number; sku: string };
}
interface BundleOptionLike {
  id: number;
  selections: readonly SelectionLike[];
}

/** The id a client names this selection by (`product_links[].id` in the catalog documents). */
export const bundleSelectionId = (selection: SelectionLike): number => selection.product.id;

/**
 * The choice with each bundle selection named as the cart service names it (the selection's sku): a
 * selection id is looked up in its option; a sku (the shop's own pages) or anything unknown is kept, for
 * the cart service to accept or refuse by its rules.
 */
export function bundleChoiceBySku(options: readonly BundleOptionLike[], chosen: ChosenOptions): ChosenOptions {
  const bundle: Record<string, string> = {};
  for (const [optionId, value] of Object.entries(chosen.bundle)) {
    const selections = options.find((o) => String(o.id) === optionId)?.selections ?? [];
    const byId = /^\d+$/.test(value) && !selections.some((s) => s.product.sku === value) ? selections.find((s) => String(bundleSelectionId(s)) === value) : undefined;
    bundle[optionId] = byId?.product.sku ?? value;
  }
  return { custom: chosen.custom, bundle };
}

/** The selection id of the selection with this sku in the option, as a cart line answers it; null when the option has none such. */
export function bundleSelectionIdOf(options: readonly BundleOptionLike[], optionId: string, sku: string): number | null {
  const selection = options.find((o) => String(o.id) === optionId)?.selections.find((s) => s.product.sku === sku);
  return selection ? bundleSelectionId(selection) : null;
}
