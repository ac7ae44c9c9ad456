import { buildAttributeOptions } from "./attributes.ts";
import { buildBrandRows } from "./brands.ts";
import { bannerRows } from "./banners.ts";
import { buildCatalog, configurableOptionRows, productCategoryRows } from "./catalog.ts";
import { buildCategories } from "./categories.ts";
import { cmsPageRows } from "./content.ts";
import { editorialRows } from "./editorial/index.ts";
import { customOptionRows } from "./custom-options.ts";
import { parseIsoDate } from "./dates.ts";
import { relatedLinks, setLinkRows } from "./links.ts";
import { productPriceRows } from "./prices.ts";
import { productTextRows } from "./product-texts.ts";
import { reviewRows, siteReviewRows } from "./reviews.ts";
import { urlRewriteRows } from "./rewrites.ts";
import type { SeedData } from "./schema.ts";
import { searchDocumentRows, searchRedirectRows, withSlugs } from "./search.ts";

export type { Row, SeedData, TableName } from "./schema.ts";
export { TABLE_COLUMNS, TABLE_NAMES } from "./schema.ts";
export { MAX_STATEMENT_BYTES, seedStatements } from "./sql.ts";

/** Bump whenever the generator's output changes, so deployed databases know to reseed. */
export const SEED_VERSION = "14";

export interface SeedOptions {
  /** Top-level sellable products (simple, configurable, grouped, bundle); configurable children come on top. */
  products: number;
  /** 'YYYY-MM-DD': reference date for special-price windows, price history and creation dates. */
  today: string;
}

/** The whole demo catalog: pure and deterministic, the same options always give the same rows. */
export function generateSeed(options: SeedOptions): SeedData {
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new Error(`products must be a positive integer, got ${options.products}`);
  }
  parseIsoDate(options.today);

  const categories = buildCategories();
  const { brands, collections } = buildBrandRows();
  const { products, parents } = buildCatalog(options.products, options.today);
  const productTexts = productTextRows(parents);
  const setLinks = setLinkRows(parents);
  const customOptions = customOptionRows(parents);

  const catalog = {
    categories: categories.categories,
    category_texts: categories.category_texts,
    attribute_options: buildAttributeOptions(),
    brands: withSlugs(brands),
    collections: withSlugs(collections),
    products: products.map((product) => product.row),
    product_texts: productTexts,
    product_prices: productPriceRows(parents, options.today),
    product_categories: productCategoryRows(parents, categories),
    configurable_options: configurableOptionRows(parents),
    bundle_options: setLinks.bundleOptions,
    product_links: [...setLinks.links, ...relatedLinks(parents, categories)],
    custom_options: customOptions.options,
    custom_option_values: customOptions.values,
    reviews: reviewRows(parents, options.today),
    site_reviews: siteReviewRows(options.today),
    cms_pages: cmsPageRows(),
    banners: bannerRows(categories),
    ...editorialRows(parents, productTexts, categories, options.today),
    url_rewrites: urlRewriteRows(parents, productTexts, categories),
  };
  return { ...catalog, search_fts: searchDocumentRows(catalog), search_redirects: searchRedirectRows(catalog) };
}
