import { data } from "react-router";
import type { Route } from "./+types/root";
import { FOOTER_TAG, MENU_TAG } from "#core/cache/vocabulary.ts";
import { readCartId } from "#core/catalog/cart-cookie.ts";
import { cartNoticeCookie, readCartNotice } from "#core/catalog/cart-notice.ts";
import { backendOutageContext, routeContext, tagManagerContext } from "./context.ts";
import { isBackendOutage, outageRetryAfterSeconds } from "#core/errors/backend-outage.ts";
import { pageDictionaryFor } from "#core/i18n/dictionaries.server.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";

/**
 * What every document's shell needs: the store view, its dictionary and the category menu. After an
 * add-to-cart posted without JavaScript (a personal request, never cached) also its answer and the
 * cart's count, once: the notice cookie is spent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, commerce, siteContent, page, t } = routeContext(context);
  // Every page with the shell shows the menu and the footer: a renamed or moved category, or an editor's change, purges them all.
  page.tag(MENU_TAG, FOOTER_TAG);
  // One read of the category tree for the menu and for a navigation made of the catalog's categories.
  const categoryTree = commerce.catalog.categoryTree(store.storeCode);
  // The content service's navigation and footer fall back to the last version seen (worker/content/last-seen.ts).
  // Settled at once, so a failing menu read below never leaves it rejected with nobody listening.
  const navigationAndFooter = Promise.all([siteContent.navigation(store.storeCode, () => categoryTree), siteContent.footer(store.storeCode, store.i18n.defaultLocale)]).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  let catalogUnavailable = false;
  const categories = await categoryTree.catch((error: unknown) => {
    if (!isBackendOutage(error)) throw error;
    // The catalog did not answer: every page is the store's 503 page (entry.server.tsx), in its language, so
    // the shell's data stays and the layout shows the outage instead of the page (issue 34).
    console.warn("the catalog did not answer the category menu: the page is a 503", error);
    context.set(backendOutageContext, { retryAfterSeconds: outageRetryAfterSeconds(error) });
    catalogUnavailable = true;
    return [];
  });
  const settled = await navigationAndFooter;
  if (!settled.ok && !isBackendOutage(settled.error)) throw settled.error;
  const [navigation, footer] = settled.ok ? settled.value : [[], { columns: [] }];
  // The container id is the store's, the same for every visitor: cache-safe (the consent lives in the browser).
  const tagManagerId = context.get(tagManagerContext);
  const shell = {
    store,
    dictionary: pageDictionaryFor(store.i18n.defaultLocale),
    categories,
    navigation,
    footer,
    catalogUnavailable,
    tagManagerId,
    /** `missingOption`: the required option an add without JavaScript left out, which its page flags beside it. */
    cartNotice: null as { ok: boolean; message: string; count: number; missingOption: string | null } | null,
  };
  const cookies = request.headers.get("Cookie");
  const notice = readCartNotice(cookies);
  if (!notice) return data(shell);
  const cartId = readCartId(cookies, store.storeCode);
  const lines = cartId
    ? await commerce.carts.lines(cartId).catch((error: unknown) => {
        // The notice says what happened; the count is left out when the cart's backend does not answer.
        if (!isBackendOutage(error)) throw error;
        console.warn("the cart's count is left out: the cart's backend did not answer", error);
        return [];
      })
    : [];
  const message = notice.ok ? t("cart.added") : refusalMessage(notice.refusal, t);
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  return data(
    { ...shell, cartNotice: { ok: notice.ok, message, count, missingOption: !notice.ok && notice.refusal.code === "optionRequired" ? notice.refusal.params.option : null } },
    { headers: { "Set-Cookie": cartNoticeCookie(null, new URL(request.url).protocol === "https:"), "Cache-Control": "private, no-store" } },
  );
}
