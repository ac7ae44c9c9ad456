/** Catalog behaviour that SPEC §2/§4 leave to configuration. */
export const CATALOG_CONFIG = {
  /** Configurable children and invisible variants reached directly go to their parent (301) instead of 404. */
  redirectChildrenToParent: true,
  relatedProductsLimit: 8,
  /** Products in each of the home page's lists (new collection, bestsellers). */
  homeListSize: 8,
} as const;
