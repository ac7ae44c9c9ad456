import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { AuthActionData } from "../../account/auth-form.ts";
import { useT } from "../../i18n/use-shell.ts";
import { useNotifications } from "../../state/notifications.ts";
import { useUiStore } from "../../state/ui.ts";
import { useUserStore } from "../../state/user.ts";
import { LoginForm, RegisterForm, ResetForm, type AuthView } from "./auth-forms.tsx";

const TITLES: Record<AuthView, string> = { login: "account.login.title", register: "account.register.title", reset: "account.reset.title" };

/**
 * The authentication modal (SPEC §2): sign in, register or reset the password without leaving the
 * page. A native dialog traps focus and closes on Escape; the forms post to the same actions as
 * the plain pages, which answer the dialog with data instead of a redirect.
 */
export default function AuthModal() {
  const t = useT();
  const modal = useUiStore((s) => s.modals.find((m) => m.name === "authentication"));
  const closeModal = useUiStore((s) => s.closeModal);
  const signedIn = useUserStore((s) => s.signedIn);
  const notify = useNotifications((s) => s.notify);
  const requested = (modal?.payload as { view?: AuthView } | undefined)?.view ?? "login";
  const [view, setView] = useState<AuthView>(requested);
  const dialog = useRef<HTMLDialogElement>(null);
  const fetchers = { login: useFetcher<AuthActionData>(), register: useFetcher<AuthActionData>(), reset: useFetcher<AuthActionData>() };
  const fetcher = fetchers[view];
  const [offline, setOffline] = useState(false);

  useEffect(() => setView(requested), [requested]);
  useEffect(() => {
    const el = dialog.current;
    if (el && modal && !el.open) el.showModal();
  }, [modal]);

  // A sign-in that succeeded: the dialog closes and the page learns who is here (a registration says to sign in next).
  const done = view === "login" && fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (!done) return;
    closeModal("authentication");
    // React Router revalidates the page's loaders after the action: the account, a pre-filled checkout.
    signedIn().then(
      () => notify({ type: "success", message: t("account.login.success") }),
      () => notify({ type: "error", message: t("account.errors.unexpected") }),
    );
  }, [done, closeModal, signedIn, notify, t]);

  if (!modal) return null;
  const props = { answer: fetcher.data, busy: fetcher.state !== "idle", stay: true, onSwitch: setView, idPrefix: `auth-${view}` };
  return (
    <dialog ref={dialog} className="modal modal--auth" aria-labelledby="auth-title" onClose={() => closeModal("authentication")}>
      <div className="modal__head">
        <h2 id="auth-title">{t(TITLES[view])}</h2>
        <button type="button" className="modal__close" onClick={() => closeModal("authentication")} aria-label={t("account.dialogClose")}>
          ×
        </button>
      </div>
      {view === "login" && <LoginForm Form={fetchers.login.Form} {...props} />}
      {view === "register" && <RegisterForm Form={fetchers.register.Form} {...props} />}
      {view === "reset" && (
        <div
          onSubmitCapture={(event) => {
            // SPEC §5: no reset while offline, said before anything is sent.
            if (navigator.onLine) return setOffline(false);
            event.preventDefault();
            setOffline(true);
          }}
        >
          {offline && (
            <p role="alert" className="form-alert form-alert--error">
              {t("account.reset.offline")}
            </p>
          )}
          <ResetForm Form={fetchers.reset.Form} {...props} />
        </div>
      )}
    </dialog>
  );
}
