import { redirect } from "react-router";
import type { Route } from "./+types/interface-language";
import { safeRedirect } from "../account/safe-redirect.ts";
import { routeContext } from "../context.ts";
import { interfaceLanguageCookie } from "#core/i18n/interface-language.ts";
import { STORE_VIEWS, storePath, type Locale } from "#core/stores.ts";

/** Choosing an interface language of this store (a form, so it works without JavaScript): back to the page it was chosen on. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store } = routeContext(context);
  const offered = STORE_VIEWS[store.storeCode].interfaceLocales;
  const form = await request.formData();
  const locale = form.get("locale");
  if (typeof locale !== "string" || !offered.includes(locale as Locale)) {
    const shown = typeof locale === "string" ? JSON.stringify(locale.slice(0, 40)) : "missing";
    return new Response(`locale: ${shown} is not a language of this store; choose one of ${offered.join(", ")}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const secure = new URL(request.url).protocol === "https:";
  return redirect(safeRedirect(form.get("returnTo"), storePath(store, "/")), { status: 303, headers: { "Set-Cookie": interfaceLanguageCookie(locale as Locale, secure) } });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(storePath(routeContext(context).store, "/"));
}
