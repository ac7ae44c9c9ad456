/**
 * /api/stock/* (api: src/api/stock.ts → m2rc: lib/stock_items.js, `GET /stockItems/<sku>`): Magento's
 * stock items as they are (a composite parent: qty 0, in stock). `check` hands a refusal on whole in a
 * 500; `list` through apiError, and one unknown sku fails the whole list.
 */
import { apiError, apiObjectError, apiStatus, type ApiRequest } from "./http.ts";
import type { Magento } from "./magento.ts";

export function stockRoutes(magento: Magento) {
  const check = (sku: string) => {
    try {
      return apiStatus(magento.stockItem(sku));
    } catch (error) {
      return apiObjectError(error);
    }
  };
  return {
    checkBySku: (req: ApiRequest) => check(req.params.sku!),
    check(req: ApiRequest) {
      const sku = req.query.get("sku");
      return sku ? check(sku) : apiStatus("sku parameter is required", 500);
    },
    list(req: ApiRequest) {
      const skus = req.query.get("skus");
      if (!skus) return apiStatus("skus parameter is required", 500);
      try {
        return apiStatus(skus.split(",").map((sku) => magento.stockItem(sku)));
      } catch (error) {
        return apiError(error);
      }
    },
  };
}
