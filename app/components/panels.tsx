import { lazy, Suspense, useEffect } from "react";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useProductLists } from "../state/product-lists.ts";
import { useIsModalOpen, useUiStore } from "../state/ui.ts";
import { useUserStore } from "../state/user.ts";
import { Notifications } from "./notifications.tsx";

/** Loaded on first open: most page views never show the cart panel or the sign-in dialog. */
const Microcart = lazy(() => import("./microcart.tsx"));
const AuthModal = lazy(() => import("./account/auth-modal.tsx"));
const NewsletterModal = lazy(() => import("./newsletter-modal.tsx"));
const WishlistPanel = lazy(() => import("./product-lists/wishlist-panel.tsx"));

/** SPEC §4 start session, after hydration: cached pages never know who is signed in or what they saved. */
function UserSession() {
  const t = useT();
  const store = useStoreView();
  const startSession = useUserStore((s) => s.startSession);
  const initLists = useProductLists((s) => s.init);
  useEffect(() => {
    // A task of its own: the shell's re-render for who is signed in and what they saved does not lengthen the one that commits the page.
    const start = setTimeout(() => {
      initLists(store.storeCode);
      void startSession({ loggedOut: t("account.logout.done"), refreshFailed: t("account.errors.refreshFailed"), refreshError: t("account.errors.refreshError") });
    });
    return () => clearTimeout(start);
  }, [startSession, initLists, store.storeCode, t]);
  return null;
}

/** Panels that are modal dialogs, with their own backdrop and their own place for notifications. */
const SIDE_PANELS: ReadonlySet<string> = new Set(["microcart", "wishlist"]);

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
      {/* The cart and wishlist panels are modal dialogs with their own backdrop. */}
      {overlay && !SIDE_PANELS.has(panel ?? "") && <div className="overlay" aria-hidden="true" onClick={() => panel && closePanel(panel)} />}
      {panel === "microcart" && (
        <Suspense fallback={null}>
          <Microcart />
        </Suspense>
      )}
      {panel === "wishlist" && (
        <Suspense fallback={null}>
          <WishlistPanel />
        </Suspense>
      )}
      {!SIDE_PANELS.has(panel ?? "") && <Notifications />}
    </>
  );
}
