/**
 * vue-storefront-api's `response_format=compact`, which Vue Storefront's "api-search-query" adapter asks for
 * with every search-query request and reads back (vsf:core/lib/search/adapter/api-search-query): the hits
 * are their documents with `_score`, `total` beside them, no `took`/`_shards`; a product's long field names
 * are shortened (`products.fieldsToCompact` of the API's config, which VSF's own config undoes) and a
 * variant leaves out the prices and pictures it shares with its parent (`products.fieldsToCompress`).
 * As api:src/api/catalog.ts `_outputFormatter` and api:src/processor/product.js do it.
 */

type Json = Record<string, unknown>;

/** vue-storefront-api's config/default.json `products.fieldsToCompact`: long name → short one. */
export const FIELDS_TO_COMPACT: Readonly<Record<string, string>> = {
  minimal_price: "mp",
  has_options: "ho",
  url_key: "u",
  status: "s",
  required_options: "ro",
  name: "nm",
  tax_class_id: "tci",
  description: "desc",
  minimal_regular_price: "mrp",
  final_price: "fp",
  price: "p",
  special_price: "sp",
  original_final_price: "ofp",
  original_price: "op",
  original_special_price: "osp",
  final_price_incl_tax: "fpit",
  original_price_incl_tax: "opit",
  price_incl_tax: "pit",
  special_price_incl_tax: "spit",
  final_price_tax: "fpt",
  price_tax: "pt",
  special_price_tax: "spt",
  original_price_tax: "opt",
  image: "i",
  small_image: "si",
  thumbnail: "t",
};

/** `products.fieldsToCompress`: a variant's value equal to its parent's is left out. */
const FIELDS_TO_COMPRESS = [
  "max_regular_price", "max_price", "minimal_regular_price", "final_price", "price", "special_price", "original_final_price", "original_price",
  "original_special_price", "final_price_incl_tax", "price_incl_tax", "special_price_incl_tax", "final_price_tax", "price_tax", "special_price_tax",
  "image", "small_image", "thumbnail",
];

/** A document with the long field names shortened, in its own key order. */
function compacted(doc: Json): Json {
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [FIELDS_TO_COMPACT[key] ?? key, value]));
}

/** A product document as the compact format carries it. */
export function compactProduct(doc: Json): Json {
  const children = doc.configurable_children;
  if (!Array.isArray(children)) return compacted(doc);
  const shortened = children.map((child: unknown) => {
    if (typeof child !== "object" || child === null) return child;
    const own = Object.fromEntries(Object.entries(child as Json).filter(([key, value]) => !(FIELDS_TO_COMPRESS.includes(key) && value === doc[key])));
    return compacted(own);
  });
  return compacted({ ...doc, configurable_children: shortened });
}

/** An Elasticsearch answer in the compact format: `{hits: [document + _score], total, aggregations?}`. */
export function compactSearchResponse(response: { hits: { total: number; hits: { _source: Json; _score: number | null }[] }; aggregations?: unknown }, type: string): Json {
  return {
    hits: response.hits.hits.map((hit) => ({ ...(type === "product" ? compactProduct(hit._source) : hit._source), _score: hit._score })),
    total: response.hits.total,
    ...(response.aggregations === undefined ? {} : { aggregations: response.aggregations }),
  };
}
