/**
 * Bundle selections in vue-storefront's terms: a client names a selection by its id (Magento's
 * `product_links[].id`), which is the catalog port's selection id. Pure.
 */

/** The id a client names this selection by (`product_links[].id` in the catalog documents). */
export const bundleSelectionId = (selection: { id: number }): number => selection.id;
