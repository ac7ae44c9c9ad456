/**
 * The catalog routes (api: src/api/catalog.ts, src/api/url/map.ts): Elasticsearch's own answers, no
 * envelope. `<index>` must be one of config.elasticsearch.indices; only the Swedish store's index holds
 * documents here (a listed index without data is Elasticsearch's index_not_found error, inside a 500).
 */
import { fixture, INDEX, type Doc } from "./fixtures.ts";
import { searchAnswer } from "./elasticsearch.ts";
import { apiStatus, type ApiRequest } from "./http.ts";
import type { Magento } from "./magento.ts";

/** config.elasticsearch.indices, and config.storeViews.<code>.elasticsearch.index. */
const INDICES = ["vue_storefront_catalog", "vue_storefront_catalog_dk", "vue_storefront_catalog_no", "vue_storefront_catalog_fi"];
const STORE_INDEX: Record<string, string> = { se: "vue_storefront_catalog", dk: "vue_storefront_catalog_dk", no: "vue_storefront_catalog_no", fi: "vue_storefront_catalog_fi" };
const WITH_DATA = "vue_storefront_catalog";

const indexNotFound = (index: string) => ({ error: { root_cause: [{ type: "index_not_found_exception", reason: `no such index [${index}]` }], type: "index_not_found_exception", reason: `no such index [${index}]` }, status: 404 });

export function catalogRoutes(magento: Magento) {
  /** Copies of recorded products, for a category as big as a real one (POST /__catalog-copies). */
  const copies: Doc[] = [];
  const documents = (type: string): Doc[] | undefined => (type === "review" ? [...INDEX.review!(), ...magento.reviews] : type === "product" ? [...INDEX.product!(), ...copies] : INDEX[type]?.());
  return {
    /** `count` copies of the product `sku` (new ids and skus, in `categoryId` too); a count of 0 removes every copy. */
    copy(sku: string, count: number, categoryId: number) {
      const original = INDEX.product!().find((doc) => doc.sku === sku);
      if (count === 0 || !original) return void copies.splice(0);
      for (let n = 1; n <= count; n++) {
        const id = 900_000 + copies.length + 1;
        copies.push({ ...original, id, sku: `${sku}-COPY-${id}`, url_key: `${original.url_key}-${id}`, url_path: `${original.url_key}-${id}.html`, category_ids: [...((original.category_ids as unknown[]) ?? []), categoryId] });
      }
    },
    search(req: ApiRequest) {
      const { index, type, action } = req.params as { index: string; type: string; action: string };
      if (!["GET", "POST", "OPTIONS"].includes(req.method)) return apiStatus(`ERROR: ${req.method} request method is not supported.`, 500);
      if (!INDICES.includes(index)) return apiStatus("Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search", 500);
      if (!action.startsWith("_search")) return apiStatus("Please do use following URL format: /api/catalog/<index_name>/<entity_type>_search", 500);
      let body: unknown = req.body;
      if (req.method === "GET") {
        try {
          body = JSON.parse(req.query.get("request") ?? "{}");
        } catch (error) {
          return apiStatus(String(error), 500);
        }
      }
      const found = index === WITH_DATA ? documents(type) : undefined;
      if (!found) return apiStatus(indexNotFound(`${index}_${type}`), 500);
      return Response.json(searchAnswer(found, `${index}_${type}_1716800000`, body, req.query));
    },
    /** POST /url/map: the raw hit whose url_path (or CMS identifier) equals the url; null for none. */
    urlMap(req: ApiRequest) {
      const url = req.body.url;
      if (!url) return apiStatus("Missing url", 500);
      const index = STORE_INDEX[req.headers.get("x-vs-store-code") ?? req.query.get("storeCode") ?? ""] ?? WITH_DATA;
      if (index !== WITH_DATA) return apiStatus({}, 500);
      for (const type of ["product", "category"] as const) {
        const doc = INDEX[type]!().find((candidate) => candidate.url_path === url);
        if (doc) return Response.json({ _index: `${index}_${type}_1716800000`, _type: type, _id: String(doc.id), _score: 6.2, _source: doc });
      }
      const cms = fixture("url-resolver.json").cms_page.response.body;
      return Response.json(cms._source.identifier === url ? cms : null);
    },
  };
}
