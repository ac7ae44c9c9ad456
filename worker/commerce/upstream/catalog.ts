/**
 * The catalog over vue-storefront-api's search endpoint (`/api/catalog/{index}/{type}/_search`, one
 * index per store). The first capabilities of the upstream adapter (issue 16): the menu, categories
 * by path, category listings, product tiles by id or sku, product pages and product addresses. The
 * rest of the port follows.
 */
import { FILTER_CODES } from "#core/domain/listing-query.ts";
import { setStock } from "#core/domain/stock.ts";
import { DEFAULT_STORE, STORE_CODES, STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { brandAndCollectionPaths } from "#core/catalog/brand-listings.ts";
import { CATEGORY_PICTURE_PIECES, sceneSkus } from "#core/catalog/images.ts";
import type { BundleOption, Category, CatalogPort, StockData, ImageSubject, LinkedProduct, ProductDetail, ProductFacts, ProductList, ProductLocation, ProductSummary, SitemapEntry, StoreSlugs } from "#core/port/catalog.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import { readListing, type PriceIndexing } from "./listing.ts";
import { subjectOf } from "./looks.ts";
import type { UpstreamPrices } from "./prices.ts";
import { number, photosOf, plainText, shopPath, sourcesOf, truthy, toCategoryNode, toCategoryTrail, toChildren as readChildren, toConfigurableOptions, toCustomOptions, toPrice, toStock, toSummary as readSummary, type AttributeLabels, type CategoryDocument, type ChildDocument, type ProductDocument, type SearchAnswer } from "./documents.ts";

/** Visibility "catalog", "search" and "catalog, search" (SPEC §5); enabled products only. */
const LISTED_VISIBILITY = [2, 3, 4];
const LISTED_STATUS = [0, 1];
const LISTED = [{ terms: { visibility: LISTED_VISIBILITY } }, { terms: { status: LISTED_STATUS } }];
/** A set's parts are sold within it whatever their own visibility (Magento's parts are often "not visible individually"). */
const ENABLED = [{ terms: { status: LISTED_STATUS } }];
const isListed = (doc: ProductDocument) => LISTED_VISIBILITY.includes(number(doc.visibility ?? 4)) && LISTED_STATUS.includes(number(doc.status ?? 1));
/** The attributes whose option ids a tile shows as labels. */
const LABELLED_ATTRIBUTES = ["brand", "color", "material"];
/** The filters that are Magento attributes, whose option ids the category filters show by label. */
const FILTER_ATTRIBUTES = FILTER_CODES.filter((code) => code !== "price" && code !== "stock" && code !== "showroom");
/** The most products and categories a store's sitemap lists. */
const SITEMAP_LIMIT = 5000;
/** Magento has no sales figures in its index: "new" lists the latest changed, "bestsellers" the catalog's own order. */
const PRODUCT_LIST_SORT: Record<ProductList, string> = { new: "updated_at:desc,id:desc", bestsellers: "id:asc" };
/** The attributes a product's look is read from; `furniture_kind` is the shop's own attribute naming the piece (sofa, parasol…). */
const LOOK_ATTRIBUTES = ["color", "material", "furniture_kind"];
/** Different pictures of one scene are drawn from different seeds. */
const SCENE_VARIANTS = 9;
/** Skus per search when reading many products' facts: vue-storefront-api reads a POST body of at most 100 kB. */
const FACTS_PER_SEARCH = 500;
const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
/** Magento's category tree starts under its root (level 1): the shop's top categories are level 2. */
const TOP_LEVEL = 2;

/** A bundle's stock from its parts: as many sets as the default part of each option allows (a required option without parts: none). */
function bundleStock(options: readonly BundleOption[], own: StockData): StockData {
  const parts = options.flatMap((option) => {
    const part = option.selections.find((selection) => selection.isDefault) ?? (option.required ? option.selections[0] : undefined);
    return part ? [{ perSet: part.qty, stock: part.product.stock }] : option.required ? [{ perSet: 1, stock: { ...own, qty: 0, isInStock: false } }] : [];
  });
  const sets = setStock(parts);
  return { ...own, qty: sets.qty, isInStock: sets.isInStock, saleStatus: sets.saleStatus, deliveryDays: sets.deliveryDays ?? own.deliveryDays };
}

/** The catalog but "today", which is the shop's, not the backend's. */
export type UpstreamCatalogReads = Omit<CatalogPort, "today">;

/** A store's index: `vue_storefront_catalog` for the default store, `vue_storefront_catalog_dk` for another. */
export function catalogIndex(store: StoreCode, prefix: string): string {
  return store === DEFAULT_STORE ? prefix : `${prefix}_${store}`;
}

/** The search endpoint of a store's index for a document type (product, category, attribute). */
export function catalogSearchPath(store: StoreCode, prefix: string, type: string): string {
  return `/api/catalog/${catalogIndex(store, prefix)}/${type}/_search`;
}

/** vue-storefront-api's URL map answers the Elasticsearch hit itself (no envelope), `_type` naming the entity. */
interface UrlMapHit {
  _type: "product" | "category" | "cms_page" | string;
  _source: { [field: string]: unknown };
}

const filtered = (must: unknown[]) => ({ query: { bool: { filter: { bool: { must } } } } });
/** Both forms of a path: Magento's url_path ends in .html, the shop's never does. */
const pathForms = (path: string) => [shopPath(path), `${shopPath(path)}.html`];

export interface UpstreamCatalogOptions extends PriceIndexing {
  /** vue-storefront-api's index name of the default store (`vue_storefront_catalog`). */
  indexPrefix: string;
  /** Magento's photos are shown (its media host is configured, UPSTREAM_MEDIA_URL); otherwise the shop draws its pictures. */
  photos?: boolean;
}

export function upstreamCatalogReads(client: UpstreamClient, options: UpstreamCatalogOptions, prices: UpstreamPrices): UpstreamCatalogReads {
  // Without a media host the photos' paths lead nowhere: tiles and pages keep the drawn pictures.
  const toSummary = (doc: ProductDocument, labels: AttributeLabels) => {
    const summary = readSummary(doc, labels);
    return summary && !options.photos ? { ...summary, photo: null } : summary;
  };
  const toChildren = (doc: ProductDocument) => readChildren(doc).map((child) => (options.photos ? child : { ...child, photo: null }));
  const search = <T>(store: StoreCode, type: string, body: unknown, size: number, sort?: string) =>
    client.query<SearchAnswer<T>>(catalogSearchPath(store, options.indexPrefix, type), body, { size, from: 0, sort });

  async function labels(store: StoreCode, codes: readonly string[] = LABELLED_ATTRIBUTES): Promise<AttributeLabels> {
    const answer = await search<{ attribute_code: string; options?: Array<{ value: unknown; label?: string }> }>(store, "attribute", { query: { bool: { filter: { terms: { attribute_code: codes } } } } }, codes.length);
    return Object.fromEntries(sourcesOf(answer).map((attribute) => [attribute.attribute_code, Object.fromEntries((attribute.options ?? []).map((option) => [String(option.value), option.label ?? String(option.value)]))]));
  }

  /** Tiles of the products matching `field`, in the order of `keys` (listed ones, unless `among` says otherwise); unknown ones are left out. */
  async function summaries(store: StoreCode, field: "id" | "sku", keys: Array<number | string>, among: readonly unknown[] = LISTED): Promise<ProductSummary[]> {
    if (keys.length === 0) return [];
    const [answer, attributeLabels] = await Promise.all([search<ProductDocument>(store, "product", filtered([{ terms: { [field]: keys } }, ...among]), keys.length), labels(store)]);
    const byKey = new Map(sourcesOf(answer).map((doc) => [String(doc[field]), doc]));
    return keys.flatMap((key) => {
      const doc = byKey.get(String(key));
      const summary = doc ? toSummary(doc, attributeLabels) : null;
      return summary ? [summary] : [];
    });
  }

  /**
   * A read of another store's index, for the same page's address there: a store without an index (not
   * sold there; vue-storefront-api answers that as any search error) or a failing one has none, and
   * the page goes on without that twin.
   */
  async function inStoreIndex<T>(store: StoreCode, read: () => Promise<T[]>): Promise<T[]> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.warn(`upstream catalog: no answer from store ${store}'s index (${error.message}); its address is left out`);
      return [];
    }
  }

  /** Each product's url key in every store whose index has it, one search per store. */
  async function slugsOf(ids: number[]): Promise<Map<number, StoreSlugs>> {
    const slugs = new Map<number, StoreSlugs>(ids.map((id) => [id, {}]));
    await Promise.all(
      STORE_CODES.map(async (store) => {
        const docs = await inStoreIndex(store, () => search<ProductDocument>(store, "product", filtered([{ terms: { id: ids } }, ...LISTED]), ids.length).then(sourcesOf));
        for (const doc of docs) if (doc.url_key && slugs.has(number(doc.id))) slugs.get(number(doc.id))![store] = doc.url_key;
      }),
    );
    // In the stores' order, whichever answered first.
    return new Map([...slugs].map(([id, bySlug]) => [id, Object.fromEntries(STORE_CODES.flatMap((store) => (bySlug[store] ? [[store, bySlug[store]]] : [])))]));
  }

  /** A category page's data: its texts and its ancestors below the store root. */
  async function categoryOf(store: StoreCode, doc: CategoryDocument): Promise<Category> {
    // Magento's path "1/2/30/31/311": the catalog root (1) and the store root (2), then the ancestors, the category last.
    const ancestorIds = (doc.path ?? "").split("/").map(Number).filter((id) => Number.isInteger(id) && id !== number(doc.id)).slice(TOP_LEVEL);
    const ancestors = ancestorIds.length ? sourcesOf(await search<CategoryDocument>(store, "category", filtered([{ terms: { id: ancestorIds } }]), ancestorIds.length)) : [];
    return {
      id: number(doc.id),
      name: doc.name ?? "",
      urlPath: shopPath(doc.url_path ?? doc.url_key),
      description: plainText(doc.description),
      metaTitle: doc.meta_title ?? "",
      metaDescription: doc.meta_description ?? "",
      ancestors: ancestorIds.flatMap((id) => {
        const ancestor = ancestors.find((candidate) => number(candidate.id) === id);
        return ancestor ? [{ id, name: ancestor.name ?? "", urlPath: shopPath(ancestor.url_path ?? ancestor.url_key) }] : [];
      }),
    };
  }

  type GroupedLink = { link_type?: string; linked_product_sku?: string; extension_attributes?: { qty?: unknown } };
  type BundleDocument = { option_id: unknown; title?: string; required?: unknown; type?: string; product_links?: Array<{ id?: unknown; sku: string; qty?: unknown; is_default?: unknown }> };
  const groupedLinks = (doc: ProductDocument) => ((doc.product_links ?? []) as GroupedLink[]).filter((link) => link.link_type === "associated" && link.linked_product_sku);
  const bundlesOf = (doc: ProductDocument) => (doc.bundle_options ?? []) as BundleDocument[];

  /** The tiles of every product the documents link to (a grouped product's members, a bundle's parts), disabled ones left out (SPEC §5), in one search. */
  async function linkedTiles(store: StoreCode, docs: readonly ProductDocument[]): Promise<Map<string, ProductSummary>> {
    const skus = [...new Set(docs.flatMap((doc) => [...groupedLinks(doc).map((link) => link.linked_product_sku!), ...bundlesOf(doc).flatMap((option) => (option.product_links ?? []).map((link) => link.sku))]))];
    return new Map((await summaries(store, "sku", skus, ENABLED)).map((tile) => [tile.sku, tile]));
  }

  /** A grouped product's members and a bundle's choices (each by its selection id, `product_links[].id`), from the linked tiles. */
  function linkedProducts(doc: ProductDocument, tiles: ReadonlyMap<string, ProductSummary>): { groupedItems: LinkedProduct[]; bundleOptions: BundleOption[] } {
    const linked = (sku: string, qty: unknown, isDefault: unknown): LinkedProduct[] => {
      const product = tiles.get(sku);
      return product ? [{ product, qty: Math.max(1, number(qty) || 1), isDefault: truthy(isDefault) }] : [];
    };
    return {
      groupedItems: groupedLinks(doc).flatMap((link) => linked(link.linked_product_sku!, link.extension_attributes?.qty, false)),
      bundleOptions: bundlesOf(doc).map((option) => ({
        id: number(option.option_id),
        title: option.title ?? "",
        required: truthy(option.required),
        type: option.type ?? "select",
        // A selection without an id cannot be put into a Magento cart: it is not offered.
        selections: (option.product_links ?? []).flatMap((link) => (Number.isInteger(number(link.id)) ? linked(link.sku, link.qty, link.is_default).map((part) => ({ ...part, id: number(link.id) })) : [])),
      })),
    };
  }

  /**
   * What vue-storefront-api's URL map says a path is (a product, a category or a CMS page, by url_path,
   * Magento's ".html" form first); null when it knows none. Memoized: the product and the category lookup
   * of one path cost one call.
   */
  async function mapped(store: StoreCode, path: string): Promise<UrlMapHit | null> {
    for (const url of pathForms(path).reverse()) {
      const hit = await client.query<UrlMapHit | null>("/api/url/map", { url, includeFields: null, excludeFields: [] }, { storeCode: store });
      if (hit?._source) return hit;
    }
    return null;
  }

  /** For each sku its product, or the configurable product it is a variant of (SPEC §7: lookups by configurable_children.sku), in two searches. */
  async function productsOrParents(store: StoreCode, skus: readonly string[]): Promise<Map<string, { doc: ProductDocument; bySku: boolean }>> {
    const [own, parents] = await Promise.all([
      search<ProductDocument>(store, "product", filtered([{ terms: { sku: skus } }]), skus.length).then(sourcesOf),
      search<ProductDocument>(store, "product", filtered([{ terms: { "configurable_children.sku": skus } }]), skus.length).then(sourcesOf),
    ]);
    const found = new Map<string, { doc: ProductDocument; bySku: boolean }>();
    for (const sku of skus) {
      const doc = own.find((candidate) => candidate.sku === sku);
      const parent = doc ? undefined : parents.find((candidate) => (candidate.configurable_children ?? []).some((child) => child.sku === sku));
      if (doc ?? parent) found.set(sku, { doc: (doc ?? parent)!, bySku: doc !== undefined });
    }
    return found;
  }

  /** A variant is itself, with its parent's texts: the product route sends it on to its parent's page. */
  function ownSummary(sku: string, doc: ProductDocument, bySku: boolean, attributeLabels: AttributeLabels): { summary: ProductSummary; variant: ChildDocument | null } | null {
    const parentSummary = toSummary(doc, attributeLabels);
    if (!parentSummary) return null;
    const variant = bySku ? null : ((doc.configurable_children ?? []).find((child) => child.sku === sku) ?? null);
    const variantPrice = variant ? toPrice(variant) : null;
    const summary = variant && variantPrice ? { ...parentSummary, id: number(variant.id), sku: variant.sku, slug: typeof variant.url_key === "string" ? variant.url_key : parentSummary.slug, price: variantPrice, stock: toStock(variant) } : parentSummary;
    return { summary, variant };
  }

  /** Facts as the index records them (its prices and stock). */
  function factsOf(summary: ProductSummary, doc: ProductDocument, variant: ChildDocument | null): ProductFacts {
    return {
      ...summary,
      parentId: variant ? number(doc.id) : null,
      visibility: number(doc.visibility ?? 4),
      status: number(doc.status ?? 1),
      categoryIds: (doc.category_ids ?? []).map(number).filter(Number.isInteger),
      categoryTrail: toCategoryTrail(doc),
      configurableOptions: toConfigurableOptions(doc).map(({ code }) => ({ code })),
      children: toChildren(doc),
    };
  }

  /** Details of many products in a fixed number of calls: the products, their linked tiles, their keys in every store and today's prices. */
  async function productsBySku(store: StoreCode, skus: string[]): Promise<ProductDetail[]> {
    if (skus.length === 0) return [];
    const [found, attributeLabels] = await Promise.all([productsOrParents(store, skus), labels(store)]);
    const products = skus.flatMap((sku) => {
      const hit = found.get(sku);
      const own = hit ? ownSummary(sku, hit.doc, hit.bySku, attributeLabels) : null;
      return hit && own ? [{ ...hit, ...own }] : [];
    });
    if (products.length === 0) return [];
    const [tiles, slugs, current] = await Promise.all([
      linkedTiles(store, products.map((p) => p.doc)),
      slugsOf(products.map((p) => p.summary.id)),
      prices.current(store, products.flatMap(({ summary, doc }) => [{ sku: summary.sku, id: summary.id }, ...(doc.configurable_children ?? []).map((child) => ({ sku: child.sku, id: number(child.id) }))])),
    ]);
    return products.map(({ doc, summary, variant }): ProductDetail => {
      const links = linkedProducts(doc, tiles);
      const facts = factsOf(summary, doc, variant);
      const attributes = ["material", "color"].flatMap((code) => {
        const values = (Array.isArray(doc[code]) ? (doc[code] as unknown[]) : typeof doc[code] === "string" ? (doc[code] as string).split(",") : doc[code] === undefined || doc[code] === null ? [] : [doc[code]]).map((value) => attributeLabels[code]?.[String(value)] ?? String(value));
        return values.length ? [{ code, label: values.join(", ") }] : [];
      });
      return {
        ...facts,
        price: current.get(summary.sku) ?? summary.price,
        // Magento keeps no quantity of a bundle's own (qty 0, in stock): it is as available as its default parts.
        stock: doc.type_id === "bundle" ? bundleStock(links.bundleOptions, summary.stock) : summary.stock,
        description: plainText(doc.description),
        careInstructions: typeof doc.care_instructions === "string" ? doc.care_instructions : "",
        metaTitle: doc.meta_title ?? "",
        metaDescription: doc.meta_description ?? "",
        galleryCount: Math.max(1, doc.media_gallery?.length ?? 0),
        photos: options.photos ? photosOf(doc) : [],
        articleNumber: doc.sku,
        series: null,
        collection: null,
        ...brandAndCollectionPaths(
          (doc.category ?? []).map((category) => shopPath(category.path ?? category.slug)),
          STORE_VIEWS[store].paths,
        ),
        packageCm: null,
        measurements: [],
        attributes,
        configurableOptions: toConfigurableOptions(doc),
        children: toChildren(doc).map((child) => ({ ...child, price: current.get(child.sku) ?? child.price })),
        ...links,
        customOptions: toCustomOptions(doc),
        slugs: slugs.get(summary.id) ?? {},
      };
    });
  }

  /** What a product's pictures are drawn from: its kind, colour and material; a configurable product's variant in `colour`. */
  async function productSubject(store: StoreCode, sku: string, colour?: string): Promise<ImageSubject | null> {
    const [found, attributeLabels] = await Promise.all([productsOrParents(store, [sku]), labels(store, LOOK_ATTRIBUTES)]);
    const { doc, bySku } = found.get(sku) ?? {};
    if (!doc) return null;
    const children = doc.configurable_children ?? [];
    const shown = bySku ? (children.find((child) => colour !== undefined && String(child.color) === colour) ?? children[0] ?? doc) : children.find((child) => child.sku === sku)!;
    // A variant's pictures are its parent's, so every colour is drawn in the same scene.
    return subjectOf(shown, doc, attributeLabels, Math.max(1, doc.media_gallery?.length ?? 1));
  }

  return {
    async categoryTree(store) {
      const answer = await search<CategoryDocument>(store, "category", filtered([{ terms: { level: [TOP_LEVEL] } }, { terms: { is_active: [true] } }]), 4000);
      return sourcesOf(answer)
        .filter((doc) => doc.include_in_menu !== false && doc.include_in_menu !== 0)
        .sort((a, b) => number(a.position) - number(b.position))
        .map(toCategoryNode);
    },

    async categoryByUrlPath(store, urlPath) {
      const hit = await mapped(store, urlPath);
      if (hit) return hit._type === "category" && truthy(hit._source.is_active ?? true) ? categoryOf(store, hit._source as unknown as CategoryDocument) : null;
      const [doc] = sourcesOf(await search<CategoryDocument>(store, "category", filtered([{ terms: { url_path: pathForms(urlPath) } }, { terms: { is_active: [true] } }]), 1));
      return doc ? categoryOf(store, doc) : null;
    },

    async categoryBySlug(store, slug) {
      const byKey = [{ terms: { url_key: [slug] } }, { terms: { url_path: pathForms(slug) } }, ...(/^\d+$/.test(slug) ? [{ terms: { id: [Number(slug)] } }] : [])];
      // The keys as a clause of their own: beside a must, an Elasticsearch should is optional.
      const found = sourcesOf(await search<CategoryDocument>(store, "category", filtered([{ terms: { is_active: [true] } }, { bool: { should: byKey, minimum_should_match: 1 } }]), 10));
      // The shallowest match, as a slug names the category nearest the top.
      const [doc] = found.sort((a, b) => number(a.level) - number(b.level) || number(a.position) - number(b.position));
      return doc ? categoryOf(store, doc) : null;
    },

    async categorySlugs(categoryId) {
      const found = await Promise.all(
        STORE_CODES.map(async (store) => {
          const [doc] = await inStoreIndex(store, () => search<CategoryDocument>(store, "category", filtered([{ terms: { id: [categoryId] } }, { terms: { is_active: [true] } }]), 1).then(sourcesOf));
          return doc ? [[store, shopPath(doc.url_path ?? doc.url_key)] as const] : [];
        }),
      );
      return Object.fromEntries(found.flat());
    },

    async categoryChildren(store, categoryId) {
      const children = sourcesOf(await search<CategoryDocument>(store, "category", filtered([{ terms: { parent_id: [categoryId] } }, { terms: { is_active: [true] } }]), 500));
      return children.sort((a, b) => number(a.position) - number(b.position) || number(a.id) - number(b.id)).map((doc) => ({ id: number(doc.id), name: doc.name ?? "", urlPath: shopPath(doc.url_path ?? doc.url_key) }));
    },

    listing: (store, scope, query) =>
      readListing(
        ({ body, params }) => client.query(catalogSearchPath(store, options.indexPrefix, "product"), body, params),
        { filter: [{ terms: { category_ids: [scope.categoryId] } }, ...LISTED] },
        query,
        options,
      ),

    filterLabels: (store) => labels(store, FILTER_ATTRIBUTES),

    async featuredProducts(store, categoryId, limit) {
      // The category's first products in its own order (Magento's positions): the ones its merchandisers put first.
      const [answer, attributeLabels] = await Promise.all([search<ProductDocument>(store, "product", filtered([{ terms: { category_ids: [categoryId] } }, ...LISTED]), limit), labels(store)]);
      return sourcesOf(answer).flatMap((doc) => toSummary(doc, attributeLabels) ?? []);
    },

    productSummaries: (store, ids) => summaries(store, "id", ids),
    productSummariesBySku: (store, skus) => summaries(store, "sku", skus),

    async productBySku(store, sku) {
      const [product] = await productsBySku(store, [sku]);
      return product ?? null;
    },

    productsBySku,

    async productFacts(store, skus) {
      if (skus.length === 0) return [];
      const [found, attributeLabels] = await Promise.all([Promise.all(chunks(skus, FACTS_PER_SEARCH).map((some) => productsOrParents(store, some))), labels(store)]);
      const bySku = new Map(found.flatMap((map) => [...map]));
      return skus.flatMap((sku) => {
        const hit = bySku.get(sku);
        const own = hit ? ownSummary(sku, hit.doc, hit.bySku, attributeLabels) : null;
        return hit && own ? [factsOf(own.summary, hit.doc, own.variant)] : [];
      });
    },

    async productOptions(store, sku) {
      const [doc] = sourcesOf(await search<ProductDocument>(store, "product", filtered([{ terms: { sku: [sku] } }]), 1));
      if (!doc) return null;
      return { bundleOptions: linkedProducts(doc, await linkedTiles(store, [doc])).bundleOptions, customOptions: toCustomOptions(doc) };
    },

    async relatedProducts(store, productId, limit) {
      const [doc] = sourcesOf(await search<ProductDocument>(store, "product", filtered([{ terms: { id: [productId] } }]), 1));
      const links = ((doc?.product_links ?? []) as Array<{ link_type?: string; linked_product_sku?: string; position?: unknown }>).filter((link) => link.link_type === "related" && link.linked_product_sku);
      links.sort((a, b) => number(a.position) - number(b.position));
      return (await summaries(store, "sku", links.map((link) => link.linked_product_sku!))).slice(0, limit);
    },

    async productByUrlPath(store, urlPath): Promise<ProductLocation | null> {
      const hit = await mapped(store, urlPath);
      if (hit) {
        const doc = hit._source as unknown as ProductDocument;
        // A product the store does not list (disabled, or sold only in a set) has no page of its own.
        if (hit._type !== "product" || !isListed(doc)) return null;
        return { sku: doc.sku, slug: doc.url_key ?? (typeof doc.slug === "string" ? doc.slug : shopPath(doc.url_path)), parentSku: null, parentSlug: null };
      }
      // Not a path the map knows: a variant's own url key, which only the product index holds.
      // A product by its own path, or a variant by its url key (a variant's address leads to its parent's page).
      const byPath = [{ terms: { url_path: pathForms(urlPath) } }, { terms: { "configurable_children.url_key": [shopPath(urlPath)] } }];
      const [doc] = sourcesOf(await search<ProductDocument>(store, "product", filtered([{ bool: { should: byPath, minimum_should_match: 1 } }, ...LISTED]), 1));
      if (!doc) return null;
      const slug = doc.url_key ?? shopPath(doc.url_path);
      if (pathForms(urlPath).includes(doc.url_path ?? "") || slug === shopPath(urlPath)) return { sku: doc.sku, slug, parentSku: null, parentSlug: null };
      const variant = (doc.configurable_children ?? []).find((child) => child.url_key === shopPath(urlPath));
      return variant ? { sku: variant.sku, slug: shopPath(urlPath), parentSku: doc.sku, parentSlug: slug } : null;
    },

    async productList(store, list, limit) {
      // Magento's index knows no sales: "new" is the latest changed (vue-storefront's "Latest"), "bestsellers" the catalog's own order.
      const [answer, attributeLabels] = await Promise.all([search<ProductDocument>(store, "product", filtered(LISTED), limit + 8, PRODUCT_LIST_SORT[list]), labels(store)]);
      return sourcesOf(answer).flatMap((doc) => toSummary(doc, attributeLabels) ?? []).slice(0, limit);
    },

    async sitemap(store) {
      // Every store's index, for each page's twins; a store whose index fails is left out of the twins.
      const indexes = await Promise.all(
        STORE_CODES.map(async (code) => {
          const [products, categories] = await Promise.all([
            inStoreIndex(code, () => search<ProductDocument>(code, "product", filtered(LISTED), SITEMAP_LIMIT, "id:asc").then(sourcesOf)),
            inStoreIndex(code, () => search<CategoryDocument>(code, "category", filtered([{ terms: { is_active: [true] } }]), SITEMAP_LIMIT, "id:asc").then(sourcesOf)),
          ]);
          return { code, products: products.filter((doc) => doc.url_key), categories: categories.filter((doc) => number(doc.level) >= TOP_LEVEL && (doc.url_path || doc.url_key)) };
        }),
      );
      const twins = (pick: (index: (typeof indexes)[number]) => Array<{ id: unknown; slug: string }>) => {
        const byId = new Map<number, StoreSlugs>();
        for (const index of indexes) for (const { id, slug } of pick(index)) byId.set(number(id), { ...byId.get(number(id)), [index.code]: slug });
        return byId;
      };
      const productSlugs = twins((index) => index.products.map((doc) => ({ id: doc.id, slug: doc.url_key! })));
      const categorySlugs = twins((index) => index.categories.map((doc) => ({ id: doc.id, slug: shopPath(doc.url_path ?? doc.url_key) })));
      const own = indexes.find((index) => index.code === store)!;
      return [
        ...own.products.map((doc): SitemapEntry => ({ type: "product", sku: doc.sku, slugs: productSlugs.get(number(doc.id))! })),
        ...own.categories.map((doc): SitemapEntry => ({ type: "category", slugs: categorySlugs.get(number(doc.id))! })),
      ];
    },

    async imageSubject(kind, key, colour) {
      if (kind === "banner") return null;
      if (kind === "product") return productSubject(DEFAULT_STORE, key, colour);
      if (kind === "scene") {
        const skus = sceneSkus(key);
        const subjects = skus ? await Promise.all(skus.map((sku) => productSubject(DEFAULT_STORE, sku))) : [];
        if (!skus || subjects.some((subject) => subject === null)) return null;
        return { key, set: null, parts: subjects.flatMap((subject) => subject!.parts.map((part) => ({ ...part, qty: 1 }))), count: SCENE_VARIANTS };
      }
      const id = Number(key);
      if (!Number.isSafeInteger(id)) return null;
      const answer = await search<ProductDocument>(DEFAULT_STORE, "product", filtered([{ terms: { category_ids: [id] } }, ...LISTED]), CATEGORY_PICTURE_PIECES);
      const attributeLabels = await labels(DEFAULT_STORE, LOOK_ATTRIBUTES);
      const parts = sourcesOf(answer).flatMap((doc) => subjectOf(doc.configurable_children?.[0] ?? doc, doc, attributeLabels, 1).parts.slice(0, 1));
      return parts.length ? { key: `category/${id}`, set: null, parts, count: 1 } : null;
    },
  };
}
