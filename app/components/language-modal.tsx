import { useLayoutEffect, useRef } from "react";
import { useUiStore } from "../state/ui.ts";
import { LANGUAGE_NAMES } from "#core/i18n/language-names.ts";
import { STORE_CODES, STORE_VIEWS } from "#core/stores.ts";
import { InterfaceLanguageChoice } from "./interface-language-choice.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useStoreLinks } from "./use-store-links.ts";

/** The language switcher modal: a native dialog, so focus trapping and Escape come for free. Loaded when first opened. */
export default function LanguageSwitcherModal() {
  const t = useT();
  const current = useStoreView();
  const closeModal = useUiStore((s) => s.closeModal);
  const dialog = useRef<HTMLDialogElement>(null);
  // The same page in the other store, where it has one.
  const links = useStoreLinks();

  // Mounted while open: show on mount, close while still in the page on unmount, so the focus goes back.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
    };
  }, []);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="languages-title" onClose={() => closeModal("languages")}>
      <h2 id="languages-title">{t("languages.title")}</h2>
      <ul className="store-list">
        {STORE_CODES.map((code) => {
          const store = STORE_VIEWS[code];
          const isCurrent = code === current.storeCode;
          return (
            <li key={code}>
              {/* A full page load: the next store has its own dictionary, currency and prices. */}
              <a href={links[code]} hrefLang={store.language} lang={store.language} aria-current={isCurrent ? "true" : undefined}>
                {store.name} – {LANGUAGE_NAMES[store.i18n.defaultLocale]} ({store.i18n.currencyCode})
                {isCurrent && <span className="visually-hidden"> ({t("languages.current")})</span>}
              </a>
            </li>
          );
        })}
      </ul>
      <InterfaceLanguageChoice />
      <button type="button" className="button" onClick={() => closeModal("languages")}>
        {t("languages.close")}
      </button>
    </dialog>
  );
}
