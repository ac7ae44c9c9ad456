import { useId } from "react";
import { useLocation } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { LANGUAGE_NAMES } from "#core/i18n/language-names.ts";
import { STORE_VIEWS, storePath } from "#core/stores.ts";
import { useResolvedStoreLinks } from "./use-store-links.ts";

/**
 * The interface languages this store offers (English everywhere, Swedish in Finland too), as a plain
 * form: a full page load brings the other dictionary, also without JavaScript. `returnTo` is where the
 * shopper comes back to: a cached page carries the place its loader resolved from its cache key (the
 * filters, colour or search it shows), never a visitor's own query; with JavaScript the form sends the
 * address as it is.
 */
export function InterfaceLanguageChoice() {
  const t = useT();
  const store = useStoreView();
  const labelId = useId();
  const { pathname } = useLocation();
  // The page's own place as its loader resolved it (filters, colour, query: never a visitor's own data), else its path.
  const here = useResolvedStoreLinks()?.[store.storeCode] ?? pathname;
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
      <input type="hidden" name="returnTo" value={here} />
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
