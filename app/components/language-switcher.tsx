import { lazy, Suspense } from "react";
import { useIsModalOpen, useUiStore } from "../state/ui.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";

const LanguageModal = lazy(() => import("./language-modal.tsx"));

export function LanguageSwitcherButton() {
  const t = useT();
  const openModal = useUiStore((s) => s.openModal);
  const store = useStoreView();
  return (
    <button type="button" className="header__icon-button" onClick={() => openModal("languages")} aria-haspopup="dialog">
      <span aria-hidden="true">{store.countryId}</span>
      <span className="visually-hidden">{t("header.chooseCountry")}</span>
    </button>
  );
}

/** The country and language dialog, loaded the first time it opens (most visits never open it). */
export function LanguageSwitcherModal() {
  const open = useIsModalOpen("languages");
  return open ? (
    <Suspense fallback={null}>
      <LanguageModal />
    </Suspense>
  ) : null;
}
