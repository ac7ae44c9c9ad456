import type { AccountService } from "#core/account/account-service.ts";
import { sellableNow } from "#core/catalog/page-stock.ts";
import type { CatalogPort } from "#core/port/index.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import type { Mailer } from "../mail/mailer.ts";
import { backInStockConfirmMail } from "../mail/templates.ts";
import { clientGate } from "../security/client-gate.ts";
import { newsletterSignature, newsletterSignatureValid } from "../security/newsletter-link.ts";
import { throttle } from "../security/throttle.ts";
import { backInStockRequests } from "./requests.ts";

export interface BackInStockRequestContext {
  env: Pick<Env, "DB" | "CLIENT_GATE">;
  catalog: Pick<CatalogPort, "productBySku">;
  mailer: Mailer;
  /** Signs the confirmation links; null: no request can be confirmed, so none is taken. */
  linkSecret: string | null;
  store: StoreView;
  origin: string;
  client: string;
}

const throttled = (retryAfter: number) => ({ ok: false as const, reason: "throttled" as const, retryAfter });

/** The back-in-stock side of the account service (core/account/account-service.ts). Decision 0044. */
export function backInStockService({ env, catalog, mailer, linkSecret, store, origin, client }: BackInStockRequestContext): Pick<AccountService, "requestBackInStock" | "confirmBackInStock"> {
  const requests = backInStockRequests(env.DB);
  const code = store.storeCode;
  return {
    async requestBackInStock(sku, email) {
      // Each request may mail an address: counted per client and per address, whoever asks.
      const wait = (await clientGate(env.CLIENT_GATE, "back-in-stock", client)) ?? (await throttle(env.DB, { backInStock: client })) ?? (await throttle(env.DB, { backInStock: `mail:${email.toLowerCase()}` }));
      if (wait) return throttled(wait);
      if (!linkSecret) return { ok: false, reason: "unavailable" };
      const product = await catalog.productBySku(code, sku);
      if (!product || product.status >= 2 || product.parentId !== null) return { ok: false, reason: "unknown-product" };
      if (sellableNow(product)) return { ok: false, reason: "in-stock" };
      if (product.stock.saleStatus === "discontinued") return { ok: false, reason: "discontinued" };
      if (await requests.ask(code, product, email, new Date())) {
        const signature = await newsletterSignature(linkSecret, "back-in-stock", code, email, product.sku);
        const link = `${origin}${storePath(store, "/back-in-stock")}?${new URLSearchParams({ sku: product.sku, email, signature })}`;
        await mailer.send(await backInStockConfirmMail(store, email, product, link));
      }
      return { ok: true };
    },

    async confirmBackInStock(sku, email, signature) {
      const wait = await clientGate(env.CLIENT_GATE, "back-in-stock", client);
      if (wait) return throttled(wait);
      if (!linkSecret || !(await newsletterSignatureValid(linkSecret, "back-in-stock", code, email, signature, sku))) return { ok: false, reason: "invalid" };
      return (await requests.confirm(code, sku, email, new Date())) ? { ok: true } : { ok: false, reason: "invalid" };
    },
  };
}
