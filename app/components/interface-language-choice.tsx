import { useId } from "react";
import { useLocation } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { LANGUAGE_NAMES } from "#core/i18n/language-names.ts";
import { STORE_VIEWS, storePath } from "#core/stores.ts";

/**
 * The interface languages this store offers (English everywhere, Swedish in Finland too), as a plain
 * form: a full page load brings the other dictionary, also without JavaScript. `returnTo` is where the
 * shopper comes back to: a cached page carries its path only, never a visitor's query, which the
 * browser adds as the form is sent (filters, search and page stay).
 */
export function InterfaceLanguageChoice() {
  const t = useT();
  const store = useStoreView();
  const labelId = useId();
  const { pathname } = useLocation();
  const offered = STORE_VIEWS[store.storeCode].interfaceLocales;
  if (offered.length < 2) return null;
  return (
    <form
      method="post"
      action={storePath(store, "/interface-language")}
      onSubmit={(event) => {
        const field = event.currentTarget.elements.namedItem("returnTo");
        if (field instanceof HTMLInputElement) field.value = location.pathname + location.search;
      }}
    >
      <input type="hidden" name="returnTo" value={pathname} />
      <div className="interface-languages" role="group" aria-labelledby={labelId}>
        <span id={labelId}>{t("languages.language")}:</span>
        {offered.map((locale) => (
          <button key={locale} type="submit" name="locale" value={locale} lang={locale} className="interface-languages__option" aria-pressed={locale === store.i18n.defaultLocale}>
            {LANGUAGE_NAMES[locale]}
          </button>
        ))}
      </div>
    </form>
  );
}
