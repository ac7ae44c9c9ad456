/**
 * Stock of skus from vue-storefront-api: what a sku is (name, type, price, package) from the catalog
 * index, and how many there are from its live stock endpoint (`GET /api/stock/list`, Magento's stock
 * items), fetched in chunks of 15 skus (SPEC §7), at today's prices (prices.ts). When a live call fails,
 * the index's stock or price counts.
 */
import { parcelOf } from "#core/domain/shipping.ts";
import type { StoreCode } from "#core/stores.ts";
import type { StockItem, StockPort } from "#core/port/stock.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import { catalogSearchPath } from "./catalog.ts";
import type { UpstreamPrices } from "./prices.ts";
import { number, sourcesOf, toPrice, toStock, truthy, type ChildDocument, type ProductDocument, type SearchAnswer } from "./documents.ts";

const STOCK_CHUNK = 15;

interface LiveStock {
  product_id: unknown;
  qty: unknown;
  is_in_stock: unknown;
}

/** Magento's package attributes, when the product has all of them. */
function parcel(doc: Record<string, unknown>): StockItem["parcel"] {
  const [weight, ...sides] = ["weight", "package_width_cm", "package_height_cm", "package_depth_cm"].map((code) => number(doc[code]));
  return [weight, ...sides].every((value) => Number.isFinite(value) && value! > 0) ? parcelOf(weight!, sides) : null;
}

/** Magento keeps no quantity of its own for these: their stock item is qty 0, in stock while their parts are (Vue Storefront reads is_in_stock alone). */
const COMPOSITE = new Set(["configurable", "bundle", "grouped"]);
const availableOf = (typeId: string, isInStock: boolean, qty: number) => isInStock && (qty > 0 || COMPOSITE.has(typeId));

function itemOf(doc: ProductDocument | ChildDocument, parent: ProductDocument | null): StockItem {
  const stock = toStock(doc);
  const typeId = parent ? "simple" : String(doc.type_id);
  return {
    productId: number(doc.id),
    sku: doc.sku,
    name: typeof doc.name === "string" ? doc.name : (parent?.name ?? doc.sku),
    typeId: parent ? "simple" : (doc.type_id as StockItem["typeId"]),
    status: number(doc.status ?? 1),
    qty: stock.qty,
    isInStock: availableOf(typeId, stock.isInStock, stock.qty),
    price: toPrice(doc),
    hasOptions: !parent && ((doc as ProductDocument).custom_options?.length ?? 0) + ((doc.bundle_options as unknown[] | undefined)?.length ?? 0) > 0,
    parcel: parcel(doc),
  };
}

export function upstreamStock(client: UpstreamClient, options: { indexPrefix: string }, prices: UpstreamPrices): Pick<StockPort, "stockItems"> {
  async function liveStock(store: StoreCode, skus: string[]): Promise<Map<number, LiveStock>> {
    const chunks = Array.from({ length: Math.ceil(skus.length / STOCK_CHUNK) }, (_, i) => skus.slice(i * STOCK_CHUNK, (i + 1) * STOCK_CHUNK));
    const answers = await Promise.all(
      chunks.map((chunk) =>
        client.read<LiveStock[]>("/api/stock/list", { skus: chunk.join(","), storeCode: store }).catch((error: unknown) => {
          if (!(error instanceof UpstreamError)) throw error;
          console.warn(`upstream stock: ${error.message}; the catalog index's stock counts`);
          return [];
        }),
      ),
    );
    return new Map(answers.flat().map((live) => [number(live.product_id), live]));
  }

  return {
    async stockItems(store, skus) {
      if (skus.length === 0) return [];
      const answer = await client.query<SearchAnswer<ProductDocument>>(
        catalogSearchPath(store, options.indexPrefix, "product"),
        { query: { bool: { filter: { bool: { should: [{ terms: { sku: skus } }, { terms: { "configurable_children.sku": skus } }] } } } } },
        // A sku can match its own document and its parent's: room for both.
        { size: skus.length * 2, from: 0 },
      );
      const docs = sourcesOf(answer);
      const items = skus.flatMap((sku) => {
        const own = docs.find((doc) => doc.sku === sku);
        if (own) return [itemOf(own, null)];
        const parent = docs.find((doc) => doc.configurable_children?.some((child) => child.sku === sku));
        const child = parent?.configurable_children?.find((candidate) => candidate.sku === sku);
        return parent && child ? [itemOf(child, parent)] : [];
      });
      const [live, current] = await Promise.all([liveStock(store, items.map((item) => item.sku)), prices.current(store, items.map((item) => ({ sku: item.sku, id: item.productId })))]);
      return items.map((item) => {
        const priced = { ...item, price: current.get(item.sku) ?? item.price };
        const stock = live.get(item.productId);
        if (!stock) return priced;
        const qty = Math.max(0, Math.floor(number(stock.qty)) || 0);
        return { ...priced, qty, isInStock: availableOf(item.typeId, truthy(stock.is_in_stock), qty) };
      });
    },
  };
}
