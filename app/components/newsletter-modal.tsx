import { useEffect, useRef } from "react";
import { useT } from "../i18n/use-shell.ts";
import { useUiStore } from "../state/ui.ts";

/** The newsletter modal (SPEC §2): the welcome after a sign-up, naming where the coupon goes. */
export default function NewsletterModal() {
  const t = useT();
  const modal = useUiStore((s) => s.modals.find((m) => m.name === "newsletter"));
  const closeModal = useUiStore((s) => s.closeModal);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (modal && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [modal]);
  if (!modal) return null;
  const email = (modal.payload as { email?: string } | undefined)?.email ?? "";
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="newsletter-title" onClose={() => closeModal("newsletter")}>
      <h2 id="newsletter-title">{t("newsletter.thanksTitle")}</h2>
      <p>{t("newsletter.thanks", { email })}</p>
      <button type="button" className="button button--primary" onClick={() => closeModal("newsletter")}>
        {t("newsletter.close")}
      </button>
    </dialog>
  );
}
