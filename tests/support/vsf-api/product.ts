/**
 * /api/product/* (api: src/api/product.ts, src/platform/magento2/product.js → m2rc: lib/products.js).
 * render-list is Magento's products-render-info and nothing more: its items carry `id`, never `sku`
 * (api: product.js:11-16), prices net in `price_info` and tax included in its `tax_adjustments`, today's
 * catalog price rules applied; the API adds `sgn`. An unknown sku is left out.
 */
import { createHmac } from "node:crypto";
import { fixture, productBySku } from "./fixtures.ts";
import { apiStatus, type ApiRequest } from "./http.ts";
import type { Magento } from "./magento.ts";

const net = (gross: number) => Math.round((gross / 1.25) * 100) / 100;

export function productRoutes(magento: Magento) {
  return {
    renderList(req: ApiRequest) {
      const skus = req.query.get("skus");
      if (!skus) return apiStatus("skus parameter is required", 500);
      const [recorded] = fixture("render-list.json").list.response.body.result.items as Array<Record<string, unknown>>;
      const items = skus.split(",").flatMap((sku) => {
        const found = productBySku(sku);
        if (!found) return [];
        const { doc, parent } = found;
        const regular = Number(doc.original_price_incl_tax ?? doc.price_incl_tax);
        const final = magento.grossPrice(doc);
        const prices = (regularPrice: number, finalPrice: number) => ({ final_price: finalPrice, regular_price: regularPrice, special_price: finalPrice < regularPrice ? finalPrice : null, minimal_price: finalPrice, max_price: finalPrice });
        const priceInfo = { ...prices(net(regular), net(final)), extension_attributes: { tax_adjustments: prices(regular, final) } };
        const sgn = createHmac("sha256", "__SECRET_CHANGE_ME__").update(JSON.stringify({ priceInclTax: final, sku })).digest("hex");
        return [{ ...recorded, id: doc.id, name: doc.name ?? parent?.name, type: doc.type_id ?? "simple", store_id: Number(req.query.get("storeId")) || 1, currency_code: req.query.get("currencyCode") ?? "SEK", price_info: priceInfo, sgn }];
      });
      return apiStatus({ items });
    },
    list(req: ApiRequest) {
      const skus = req.query.get("skus");
      if (!skus) return apiStatus("skus parameter is required", 500);
      const items = skus.split(",").flatMap((sku) => {
        const found = productBySku(sku);
        return found ? [{ id: found.doc.id, sku, name: found.doc.name ?? found.parent?.name, type_id: found.doc.type_id ?? "simple", price: found.doc.price_incl_tax, status: 1, visibility: found.parent ? 1 : 4 }] : [];
      });
      return apiStatus({ items, search_criteria: { filter_groups: [{ filters: [{ field: "sku", value: skus, condition_type: "in" }] }] }, total_count: items.length });
    },
  };
}
