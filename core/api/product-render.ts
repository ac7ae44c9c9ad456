/**
 * Magento's ProductRender (products-render-info), as vue-storefront-api's /api/product/render-list
 * passes it on: identified by `id` (the product's id, the `id` of its catalog document), never by sku;
 * `price_info` with VAT, its `extension_attributes.tax_adjustments` without. Pure.
 */
import { picture } from "../catalog/images.ts";
import { formatMoney, priceExclTax, roundHalfAwayFromZero } from "../domain/money.ts";
import { effectiveSpecialPrice, finalPrice } from "../domain/price.ts";
import type { ProductSummary } from "../port/index.ts";
import type { StoreView } from "../stores.ts";

export function productRender(product: ProductSummary, store: StoreView, today: string, href: string) {
  const final = finalPrice(product.price, today);
  const special = effectiveSpecialPrice(product.price, today);
  const prices = { final_price: final, max_price: final, max_regular_price: product.price.price, minimal_regular_price: product.price.price, special_price: special, minimal_price: final, regular_price: product.price.price };
  const net = (gross: number | null) => (gross === null ? null : roundHalfAwayFromZero(priceExclTax(gross, store.taxRate), 2));
  const formatted = (gross: number | null) => (gross === null ? null : formatMoney(gross, store.i18n));
  const image = picture("card", product.sku);
  return {
    id: product.id,
    name: product.name,
    type: product.typeId,
    url: href,
    is_salable: product.stock.isInStock ? "1" : "0",
    store_id: store.storeId,
    currency_code: store.i18n.currencyCode,
    images: [{ url: image.src, code: "product_page_image_small", height: image.height, width: image.width, label: product.name, resize_width: image.width, resize_height: image.height }],
    price_info: {
      ...prices,
      formatted_prices: Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, formatted(v)])),
      extension_attributes: { tax_adjustments: { ...Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, net(v)])), formatted_prices: Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, formatted(net(v))])) } },
    },
    extension_attributes: {},
  };
}
