/**
 * A shop cart line in Magento's cart terms and back (docs/upstream-contract.md 2.1). A variant goes in as
 * its parent's sku with `configurable_item_options` (attribute id → value index, from the parent's index
 * document), and Magento reports it by the variant's sku with `product_type: "configurable"`; a bundle
 * part goes in by its selection id with its quantity, and Magento reports the line by a composed sku (the
 * bundle's, then its parts'), which reads back as the bundle's line with its choice.
 */
import { optionsChecksum, pricedChoice, toProductOption, type ChosenOptions } from "#core/domain/cart-options.ts";
import type { LineOptions } from "#core/domain/cart.ts";
import type { CatalogPort } from "#core/port/catalog.ts";
import type { StoreCode } from "#core/stores.ts";
import type { UpstreamClient } from "./client.ts";
import { number, photoOf, sourcesOf, truthy, type ProductDocument, type SearchAnswer } from "./documents.ts";

export interface MagentoProductOption {
  extension_attributes: {
    configurable_item_options?: { option_id: string; option_value: string }[];
    bundle_options?: { option_id: number; option_qty: number; option_selections: number[] }[];
    custom_options?: { option_id: number; option_value: string }[];
  };
}

/** What a cart item of vue-storefront-api's `/api/cart/update` names: the sku Magento adds, and the options. */
export interface MagentoItem {
  sku: string;
  product_option?: MagentoProductOption;
}

/** A line of Magento's cart (`/api/cart/pull`) as far as telling it apart goes. */
export interface ReportedItem {
  sku: string;
  product_type?: string;
  product_option?: { extension_attributes?: { configurable_item_options?: unknown[]; bundle_options?: unknown[]; custom_options?: unknown[] } };
}

/** A Magento line as the shop knows it. */
export interface KnownLine {
  /** The shop's sku of the line: the variant's, the bundle's own, or the product's. */
  sku: string;
  /** The sku the line is added to a Magento cart by: a variant's parent, the bundle's own, or the product's. */
  addedBy: string;
  /** A variant's parent, for a configurable line. */
  parentSku: string | null;
  /** A variant's own name (its colour or size in it): Magento names a configurable line by its parent. */
  variantName?: string;
  options: LineOptions | null;
  checksum: string | null;
  /** The catalog's photo of the line (a variant's own, else its parent's); null without one or when photos are not shown. */
  photo: string | null;
  /** The simple products whose stock one piece of the line takes, with their quantities. */
  parts: { sku: string; qty: number }[];
}

type BundleDocument = { option_id: unknown; product_links?: Array<{ id?: unknown; sku: string; qty?: unknown; is_default?: unknown }> };
type ConfigurableDocument = { attribute_id?: unknown; attribute_code: string };

const filtered = (must: unknown[]) => ({ query: { bool: { filter: { bool: { must } } } } });

/**
 * Each sku Magento's composed bundle sku may start with, longest first ("SET-4-TABLE-CHAIR" → "SET-4-TABLE-CHAIR",
 * "SET-4-TABLE", "SET-4", "SET"): the bundle's own sku is one of them, and the index says which.
 */
export function composedSkuPrefixes(sku: string): string[] {
  const parts = sku.split("-");
  return parts.map((_, i) => parts.slice(0, parts.length - i).join("-")).filter(Boolean);
}

/** A variant's `configurable_item_options`: each configurable attribute's id with the variant's value of it. */
export function configurableItemOptionsOf(parent: Pick<ProductDocument, "configurable_children"> & { configurable_options?: ConfigurableDocument[] }, variantSku: string): { option_id: string; option_value: string }[] | null {
  const variant = (parent.configurable_children ?? []).find((child) => child.sku === variantSku);
  if (!variant) return null;
  const options = (parent.configurable_options ?? []).map((option) => ({ id: option.attribute_id, value: variant[option.attribute_code] }));
  if (options.some((option) => option.id === undefined || option.id === null || option.value === undefined || option.value === null)) return null;
  return options.map((option) => ({ option_id: String(option.id), option_value: String(option.value) }));
}

/** A grouped product's members with their quantity per set (Magento puts a set into a cart as its members, each a simple line); null for another product. */
export function groupedMembersOf(doc: Pick<ProductDocument, "type_id"> & { product_links?: unknown }): { sku: string; qty: number }[] | null {
  if (doc.type_id !== "grouped") return null;
  return ((doc.product_links ?? []) as Array<{ link_type?: string; linked_product_sku?: string; extension_attributes?: { qty?: unknown } }>)
    .filter((link) => link.link_type === "associated" && link.linked_product_sku)
    .map((link) => ({ sku: link.linked_product_sku!, qty: Math.max(1, number(link.extension_attributes?.qty) || 1) }));
}

/** Magento's product_option of a line as the shop's choice: custom option values (a checkbox's comma-separated) and bundle selection ids. */
export function chosenOf(productOption: ReportedItem["product_option"]): ChosenOptions {
  const attributes = productOption?.extension_attributes ?? {};
  const chosen: ChosenOptions = { custom: {}, bundle: {} };
  for (const option of (attributes.custom_options ?? []) as Array<{ option_id?: unknown; option_value?: unknown }>) {
    const value = String(option.option_value ?? "");
    chosen.custom[String(option.option_id)] = /^\d+(,\d+)*$/.test(value) ? value.split(",") : [value];
  }
  for (const option of (attributes.bundle_options ?? []) as Array<{ option_id?: unknown; option_selections?: unknown[] }>) {
    const [selection] = option.option_selections ?? [];
    if (selection !== undefined) chosen.bundle[String(option.option_id)] = String(selection);
  }
  return chosen;
}

/** The parts one bundle line takes: each chosen selection's product, at the quantity Magento was given (or the selection's own). */
export function bundleParts(bundle: Record<string, unknown>, productOption: ReportedItem["product_option"]): { sku: string; qty: number }[] {
  const options = (bundle.bundle_options ?? []) as BundleDocument[];
  return ((productOption?.extension_attributes?.bundle_options ?? []) as Array<{ option_id?: unknown; option_qty?: unknown; option_selections?: unknown[] }>).flatMap((chosen) => {
    const links = options.find((option) => String(option.option_id) === String(chosen.option_id))?.product_links ?? [];
    return (chosen.option_selections ?? []).flatMap((id) => {
      const link = links.find((candidate) => String(candidate.id) === String(id));
      return link ? [{ sku: link.sku, qty: number(chosen.option_qty) > 0 ? number(chosen.option_qty) : Math.max(1, number(link.qty) || 1) }] : [];
    });
  });
}

/** `photos`: Magento's photos are shown (UPSTREAM_MEDIA_URL), so a line carries its product's. */
export function upstreamCartItems(client: UpstreamClient, searchPath: (store: StoreCode) => string, catalog: Pick<CatalogPort, "productOptions">, { photos = false }: { photos?: boolean } = {}) {
  const shownPhoto = (...docs: Array<Record<string, unknown> | undefined>) => (photos ? (docs.map((doc) => (doc ? photoOf(doc) : null)).find((photo) => photo !== null) ?? null) : null);
  /** The index documents of these skus, and the configurable products having a variant of those `variantSkus`. */
  async function documents(store: StoreCode, skus: readonly string[], variantSkus: readonly string[] = skus): Promise<ProductDocument[]> {
    if (skus.length === 0 && variantSkus.length === 0) return [];
    const should = [...(skus.length ? [{ terms: { sku: [...skus] } }] : []), ...(variantSkus.length ? [{ terms: { "configurable_children.sku": [...variantSkus] } }] : [])];
    const answer = await client.query<SearchAnswer<ProductDocument>>(searchPath(store), filtered([{ bool: { should, minimum_should_match: 1 } }]), { size: skus.length + variantSkus.length, from: 0 });
    return sourcesOf(answer);
  }

  /** The options a line shows, with its checksum, priced against the product's options; the bare choice when they no longer fit. */
  async function lineOptions(store: StoreCode, sku: string, chosen: ChosenOptions): Promise<{ options: LineOptions | null; checksum: string | null }> {
    const checksum = optionsChecksum(chosen);
    if (checksum === null) return { options: null, checksum: null };
    const product = await catalog.productOptions(store, sku);
    const priced = product ? pricedChoice(product, chosen, 0) : null;
    return priced?.ok ? { options: priced.options, checksum: priced.checksum } : { options: { labels: [], chosen }, checksum };
  }

  return {
    /** The members a grouped product's set is bought as, with their quantity per set; null when `sku` is no grouped product. */
    async groupedMembers(store: StoreCode, sku: string): Promise<{ sku: string; qty: number }[] | null> {
      const own = (await documents(store, [sku])).find((doc) => doc.sku === sku);
      return own ? groupedMembersOf(own) : null;
    },

    /** What puts `sku` with its options into a Magento cart: a variant by its parent and attribute values, a bundle's parts by selection id. */
    async itemOf(store: StoreCode, sku: string, options: ChosenOptions | null | undefined): Promise<MagentoItem> {
      const docs = await documents(store, [sku]);
      const own = docs.find((doc) => doc.sku === sku);
      const parent = own ? undefined : docs.find((doc) => (doc.configurable_children ?? []).some((child) => child.sku === sku));
      const configurable = parent ? configurableItemOptionsOf(parent as Parameters<typeof configurableItemOptionsOf>[0], sku) : null;
      const bundleOptions = ((own?.bundle_options ?? []) as BundleDocument[]).map((option) => ({
        id: number(option.option_id),
        selections: (option.product_links ?? []).map((link) => ({ id: number(link.id), qty: Math.max(1, number(link.qty) || 1), isDefault: truthy(link.is_default) })),
      }));
      // Magento wants every bundle option named: one the shopper left alone is its default part, as on the shop's page.
      const defaults = Object.fromEntries(bundleOptions.flatMap((option) => {
        const part = option.selections.find((selection) => selection.isDefault);
        return part ? [[String(option.id), String(part.id)]] : [];
      }));
      const withDefaults = bundleOptions.length > 0 ? { custom: options?.custom ?? {}, bundle: { ...defaults, ...options?.bundle } } : options;
      const chosen = withDefaults && optionsChecksum(withDefaults) !== null ? toProductOption(withDefaults, bundleOptions).extension_attributes : null;
      const attributes: MagentoProductOption["extension_attributes"] = {};
      if (chosen?.custom_options.length) attributes.custom_options = chosen.custom_options;
      if (chosen?.bundle_options.length) attributes.bundle_options = chosen.bundle_options;
      if (configurable) attributes.configurable_item_options = configurable;
      const productOption = Object.keys(attributes).length > 0 ? { product_option: { extension_attributes: attributes } } : {};
      return { sku: parent && configurable ? parent.sku : sku, ...productOption };
    },

    /** Magento's lines as the shop's: a configurable line by its variant with its parent, a bundle line by the bundle's sku with its choice. */
    async linesOf(store: StoreCode, items: readonly ReportedItem[]): Promise<KnownLine[]> {
      const bundles = items.filter((item) => item.product_type === "bundle");
      const variants = items.filter((item) => item.product_type === "configurable").map((item) => item.sku);
      // A plain line's own document is read only for its photo.
      const plain = photos ? items.filter((item) => item.product_type !== "bundle" && item.product_type !== "configurable").map((item) => item.sku) : [];
      const docs = await documents(store, [...new Set([...bundles.flatMap((item) => composedSkuPrefixes(item.sku)), ...plain])], variants);
      return Promise.all(
        items.map(async (item): Promise<KnownLine> => {
          const chosen = chosenOf(item.product_option);
          if (item.product_type === "configurable") {
            const parent = docs.find((doc) => (doc.configurable_children ?? []).some((child) => child.sku === item.sku));
            const variant = parent?.configurable_children?.find((child) => child.sku === item.sku);
            const named = typeof variant?.name === "string" && variant.name !== "" ? { variantName: variant.name } : {};
            return { sku: item.sku, addedBy: parent?.sku ?? item.sku, parentSku: parent?.sku ?? null, ...named, photo: shownPhoto(variant, parent), ...(await lineOptions(store, item.sku, { custom: chosen.custom, bundle: {} })), parts: [{ sku: item.sku, qty: 1 }] };
          }
          if (item.product_type === "bundle") {
            const bundle = composedSkuPrefixes(item.sku)
              .map((prefix) => docs.find((doc) => doc.sku === prefix && doc.type_id === "bundle"))
              .find((doc) => doc !== undefined);
            if (bundle) return { sku: bundle.sku, addedBy: bundle.sku, parentSku: null, photo: shownPhoto(bundle), ...(await lineOptions(store, bundle.sku, chosen)), parts: bundleParts(bundle, item.product_option) };
          }
          const own = docs.find((doc) => doc.sku === item.sku);
          return { sku: item.sku, addedBy: item.sku, parentSku: null, photo: shownPhoto(own), ...(await lineOptions(store, item.sku, chosen)), parts: [{ sku: item.sku, qty: 1 }] };
        }),
      );
    },
  };
}

export type UpstreamCartItems = ReturnType<typeof upstreamCartItems>;
