import { lazy, Suspense, useEffect } from "react";
import { useT } from "../i18n/use-shell.ts";
import { useIsModalOpen, useUiStore } from "../state/ui.ts";
import { useUserStore } from "../state/user.ts";
import { Notifications } from "./notifications.tsx";

/** Loaded on first open: most page views never show the cart panel or the sign-in dialog. */
const Microcart = lazy(() => import("./microcart.tsx"));
const AuthModal = lazy(() => import("./account/auth-modal.tsx"));
const NewsletterModal = lazy(() => import("./newsletter-modal.tsx"));

/** SPEC §4 start session, after hydration: cached pages never know who is signed in. */
function UserSession() {
  const t = useT();
  const startSession = useUserStore((s) => s.startSession);
  useEffect(() => {
    void startSession({ loggedOut: t("account.logout.done"), refreshFailed: t("account.errors.refreshFailed") });
  }, [startSession, t]);
  return null;
}

/** The overlay, the open panel and the notifications, above the page. */
export function Panels() {
  const panel = useUiStore((s) => s.panel);
  const overlay = useUiStore((s) => s.overlay);
  const closePanel = useUiStore((s) => s.closePanel);
  const authOpen = useIsModalOpen("authentication");
  const newsletterOpen = useIsModalOpen("newsletter");
  return (
    <>
      <UserSession />
      {authOpen && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      {newsletterOpen && (
        <Suspense fallback={null}>
          <NewsletterModal />
        </Suspense>
      )}
      {overlay && <div className="overlay" aria-hidden="true" onClick={() => panel && closePanel(panel)} />}
      {panel === "microcart" && (
        <Suspense fallback={null}>
          <Microcart />
        </Suspense>
      )}
      <Notifications />
    </>
  );
}
