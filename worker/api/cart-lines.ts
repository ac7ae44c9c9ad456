/**
 * Cart lines between vue-storefront's terms and the cart service's: a configurable product added as
 * its parent's sku with `configurable_item_options` becomes its variant's line (at the variant's price,
 * never the parent's); bundle selections are named by their selection ids on both sides; a line is
 * answered with Magento's `product_type` and `product_option`, which vue-storefront reads back.
 */
import type { z } from "zod";
import type { CartLine } from "#core/domain/cart.ts";
import type { ChosenOptions } from "#core/domain/cart-options.ts";
import type { StoreCode } from "#core/stores.ts";
import type { Commerce } from "#core/port/index.ts";
import type { CartItemResult, ProductOptionResult, cartItemSchema, productOptionSchema } from "#core/api/cart-contract.ts";
import { toProductOption } from "#core/domain/cart-options.ts";
import { configurableItemOptions, variantOfChoice } from "#core/api/configurable-options.ts";

/** The VSF product_option of a request as the cart service's ChosenOptions (bundle selections by id, as sent). */
export function chosenOptions(productOption: z.infer<typeof productOptionSchema>): ChosenOptions | null {
  const attributes = productOption?.extension_attributes;
  if (!attributes) return null;
  const chosen: ChosenOptions = { custom: {}, bundle: {} };
  for (const o of attributes.custom_options ?? []) {
    // A checkbox sends its value ids comma-separated; a text field is kept whole.
    chosen.custom[String(o.option_id)] = /^\d+(,\d+)*$/.test(o.option_value) ? o.option_value.split(",") : [o.option_value];
  }
  for (const o of attributes.bundle_options ?? []) chosen.bundle[String(o.option_id)] = String(o.option_selections[0]!);
  return chosen;
}

export type ResolvedItem = { ok: true; sku: string; productType: string | null; options: ChosenOptions | null } | { ok: false; status: 400 | 404; field: string; message: string };

/** What a request's cart item puts into the cart: the variant of a configurable product, with the options as sent. */
export async function resolveCartItem(commerce: Commerce, store: StoreCode, item: z.infer<typeof cartItemSchema>): Promise<ResolvedItem> {
  const configurable = item.product_option?.extension_attributes.configurable_item_options ?? [];
  let sku = item.sku;
  let productType = item.product_type ?? null;
  // A summary tells a configurable parent (never put into a cart as itself) cheaply; the detail is read only then.
  const [summary] = configurable.length > 0 ? [] : await commerce.catalog.productSummariesBySku(store, [item.sku]);
  const product = configurable.length > 0 || summary?.typeId === "configurable" ? await commerce.catalog.productBySku(store, item.sku) : null;
  if (product?.typeId === "configurable") {
    if (configurable.length === 0) return { ok: false, status: 400, field: "cartItem.product_option.extension_attributes.configurable_item_options", message: `${item.sku} is a configurable product: choose its variant` };
    const choice = variantOfChoice(product.children, configurable);
    if (!choice.ok) return { ok: false, status: 400, field: `cartItem.${choice.field}`, message: choice.message };
    sku = choice.variant.sku;
    productType = "configurable";
  } else if (configurable.length > 0) {
    if (!product) return { ok: false, status: 404, field: "cartItem.sku", message: `no product ${item.sku}` };
    if (product.parentId === null) return { ok: false, status: 400, field: "cartItem.product_option.extension_attributes.configurable_item_options", message: `${item.sku} is not a configurable product` };
    // A variant's own sku with its options (a client that does not send the parent): the variant it names.
    productType = "configurable";
  }
  return { ok: true, sku, productType, options: chosenOptions(item.product_option) };
}

/** A cart line as the API answers it, with the product_option vue-storefront matches its own line by. */
export function toItem(line: CartLine, quoteId: string, productOption?: ProductOptionResult): CartItemResult {
  const bundle = Object.keys(line.options?.chosen.bundle ?? {}).length > 0;
  return {
    item_id: line.itemId,
    sku: line.sku,
    qty: line.qty,
    name: line.name,
    price: line.unitPrice,
    quote_id: quoteId,
    checksum: line.checksum,
    options: line.options?.labels ?? [],
    product_type: line.hasConfigurableOptions ? "configurable" : bundle ? "bundle" : "simple",
    ...(productOption ? { product_option: productOption } : {}),
  };
}

/** The product_option of each line (null for a plain line), from the catalog: bundle selection ids, a variant's attribute values. */
export async function lineProductOptions(commerce: Commerce, store: StoreCode, lines: readonly CartLine[]): Promise<(ProductOptionResult | undefined)[]> {
  return Promise.all(
    lines.map(async (line) => {
      const chosen = line.options?.chosen;
      const bundled = chosen && Object.keys(chosen.bundle).length > 0;
      const bundleOptions = bundled ? ((await commerce.catalog.productOptions(store, line.sku))?.bundleOptions ?? []) : [];
      const { custom_options, bundle_options } = chosen ? toProductOption(chosen, bundleOptions).extension_attributes : { custom_options: [], bundle_options: [] };
      const attributes: ProductOptionResult["extension_attributes"] = {};
      if (custom_options.length > 0) attributes.custom_options = custom_options;
      if (bundle_options.length > 0) attributes.bundle_options = bundle_options;
      if (line.hasConfigurableOptions) {
        const variant = await commerce.catalog.productBySku(store, line.sku);
        const parent = variant?.parentId ? (await commerce.catalog.productSummaries(store, [variant.parentId]))[0] : undefined;
        const child = parent ? (await commerce.catalog.productBySku(store, parent.sku))?.children.find((c) => c.sku === line.sku) : undefined;
        if (child) attributes.configurable_item_options = configurableItemOptions(child.attributes);
      }
      return Object.keys(attributes).length > 0 ? { extension_attributes: attributes } : undefined;
    }),
  );
}
