import { STORE_VIEWS } from "#core/stores.ts";
import { productHref } from "#core/catalog/hrefs.ts";
import { sellableNow } from "#core/catalog/page-stock.ts";
import type { CatalogPort } from "#core/port/index.ts";
import type { CoreCommerce } from "../commerce/shop/core-commerce.ts";
import type { Mailer } from "../mail/mailer.ts";
import { backInStockMail } from "../mail/templates.ts";
import { backInStockRequests } from "./requests.ts";

export interface RestockMailing {
  db: D1Database;
  catalog: Pick<CatalogPort, "productBySku">;
  mailer: Mailer;
  /** The shop's public origin: the product's link in the mail. */
  origin: string;
}

/**
 * Mails the confirmed back-in-stock requests of these product pages whose product the cart takes again
 * (the page's own rule: a set's scarcest item, any variant of a configurable product), once each, and ends
 * them. Products still sold out keep their requests. Answers how many mails went out. Decision 0044.
 */
export async function mailRestocked({ db, catalog, mailer, origin }: RestockMailing, productIds: readonly number[]): Promise<number> {
  const requests = backInStockRequests(db);
  const waiting = await requests.waiting(productIds);
  const pages = Map.groupBy(waiting, (r) => `${r.store}\n${r.sku}`);
  let sent = 0;
  for (const group of pages.values()) {
    const { store: code, sku } = group[0]!;
    const product = await catalog.productBySku(code, sku);
    if (!product || product.status >= 2 || !sellableNow(product)) continue;
    const store = STORE_VIEWS[code];
    const url = origin + productHref(store, product.sku, product.slug);
    for (const request of group) {
      await mailer.send(await backInStockMail(store, request.email, { name: product.name, url }, request.id));
      await requests.end(request.id);
      sent++;
    }
  }
  return sent;
}

/** The products a purge's tags name (P{id}). */
export const productIdsOfTags = (tags: readonly string[]): number[] => tags.flatMap((tag) => (/^P\d{1,12}$/.test(tag) ? [Number(tag.slice(1))] : []));

/**
 * Wraps a backend so a stock change written through it (the embedded backend's catalog update, POST
 * /ops/catalog/products/:sku) mails the requests of the pages it touched. A mailing that fails is logged:
 * the change stands, and the requests wait for the next change.
 */
export function withRestockMail(backend: CoreCommerce, mailing: Omit<RestockMailing, "catalog">): CoreCommerce {
  return {
    ...backend,
    admin: {
      async updateProduct(sku, change) {
        const result = await backend.admin.updateProduct(sku, change);
        if (result.ok && change.stock) {
          await mailRestocked({ ...mailing, catalog: backend.catalog }, result.productIds).catch((error: unknown) => console.error("back-in-stock mailing failed", sku, error));
        }
        return result;
      },
    },
  };
}
