import { data } from "react-router";
import type { Route } from "./+types/root";
import { MENU_TAG } from "#core/cache/vocabulary.ts";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { cartNoticeCookie, readCartNotice } from "#core/catalog/cart-notice.ts";
import { routeContext, tagManagerContext } from "./context.ts";
import { isBackendOutage } from "#core/errors/backend-outage.ts";
import { pageDictionaryFor } from "#core/i18n/dictionaries.server.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";

/**
 * What every document's shell needs: the store view, its dictionary and the category menu. After an
 * add-to-cart posted without JavaScript (a personal request, never cached) also its answer and the
 * cart's count, once: the notice cookie is spent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, commerce, page, t } = routeContext(context);
  // Every page with the shell shows the category menu: a renamed or moved category purges them all.
  page.tag(MENU_TAG);
  const categories = await commerce.catalog.categoryTree(store.storeCode).catch((error: unknown) => {
    // The menu fails soft in an outage of the backend: a page that needs nothing else from it still renders (kept briefly).
    if (!isBackendOutage(error)) throw error;
    console.warn("the category menu is left out: the backend did not answer", error);
    page.degraded = true;
    return [];
  });
  // The container id is the store's, the same for every visitor: cache-safe (the consent lives in the browser).
  const tagManagerId = context.get(tagManagerContext);
  const shell = { store, dictionary: pageDictionaryFor(store.i18n.defaultLocale), categories, tagManagerId, cartNotice: null as { ok: boolean; message: string; count: number } | null };
  const cookies = request.headers.get("Cookie");
  const notice = readCartNotice(cookies);
  if (!notice) return data(shell);
  const cartId = readCartId(cookies, store.storeCode);
  const lines = cartId ? await commerce.carts.lines(cartId) : [];
  const message = notice.ok ? t("cart.added") : refusalMessage(notice.refusal, t);
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  return data(
    { ...shell, cartNotice: { ok: notice.ok, message, count } },
    { headers: { "Set-Cookie": cartNoticeCookie(null, new URL(request.url).protocol === "https:"), "Cache-Control": "private, no-store" } },
  );
}
