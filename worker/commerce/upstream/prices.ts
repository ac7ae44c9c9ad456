/**
 * Today's prices from Magento itself (vue-storefront-api `GET /api/product/render-list`, Magento's
 * product render info): the index holds prices as they were when the indexer last ran, while catalog
 * price rules and scheduled specials change them in Magento first. A page a shopper buys from shows
 * these; if the call fails it shows the index's (and Magento prices the cart either way).
 */
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import type { PriceData } from "#core/port/catalog.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import { number } from "./documents.ts";

interface PriceInfo {
  final_price?: unknown;
  regular_price?: unknown;
  /** The same prices with tax: what the Nordic stores show. */
  extension_attributes?: { tax_adjustments?: { final_price?: unknown; regular_price?: unknown } };
}

/** A products-render-info item: Magento names the product by its entity id only, never its sku. */
interface RenderedProduct {
  id: unknown;
  price_info?: PriceInfo;
}

/** A rendered product's price, tax included; Magento has applied today's specials and rules already. */
export function toCurrentPrice(info: PriceInfo | undefined): PriceData | null {
  const taxed = info?.extension_attributes?.tax_adjustments;
  const regular = number(taxed?.regular_price ?? info?.regular_price);
  const final = number(taxed?.final_price ?? info?.final_price);
  if (!(regular > 0)) return null;
  return { price: regular, specialPrice: final > 0 && final < regular ? final : null, specialFromDate: null, specialToDate: null };
}

export function upstreamPrices(client: UpstreamClient, storeIds: Record<StoreCode, number>) {
  return {
    /** Today's price of each product Magento renders, by sku (its items matched by id); an empty map when it cannot say. */
    async current(store: StoreCode, products: readonly { sku: string; id: number }[]): Promise<Map<string, PriceData>> {
      if (products.length === 0) return new Map();
      try {
        const answer = await client.read<{ items?: RenderedProduct[] }>("/api/product/render-list", { skus: products.map((product) => product.sku).join(","), currencyCode: STORE_VIEWS[store].i18n.currencyCode, storeId: storeIds[store] });
        const skuOf = new Map(products.map((product) => [product.id, product.sku]));
        return new Map((answer.items ?? []).flatMap((item) => {
          const price = toCurrentPrice(item.price_info);
          const sku = skuOf.get(number(item.id));
          return sku && price ? [[sku, price] as const] : [];
        }));
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        console.warn(`upstream prices: ${error.message}; the catalog index's prices are shown`);
        return new Map();
      }
    },
  };
}

export type UpstreamPrices = ReturnType<typeof upstreamPrices>;
