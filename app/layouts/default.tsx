import { lazy, Suspense, useRef } from "react";
import { Outlet } from "react-router";
import { Footer } from "../components/footer.tsx";
import { Header } from "../components/header.tsx";
import { LanguageSwitcherModal } from "../components/language-switcher.tsx";
import { Panels } from "../components/panels.tsx";
import { useFocusMainOnNavigation } from "../components/use-focus-main-on-navigation.ts";
import { useRootData } from "../i18n/use-shell.ts";

/** Connections and deploys: loaded after hydration. */
const OfflineServices = lazy(() => import("../components/offline-services.tsx"));
/** Consent and the tag manager: loaded after hydration too. */
const AnalyticsServices = lazy(() => import("../components/analytics-services.tsx"));

/** Error pages are rare: their component loads only when one is shown. */
const RouteErrorMessage = lazy(() => import("../components/route-error.tsx").then((module) => ({ default: module.RouteErrorMessage })));
const OutageMessage = lazy(() => import("../components/route-error.tsx").then((module) => ({ default: module.OutageMessage })));

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const navigation = root?.navigation ?? [];
  // The answer to an add-to-cart posted without JavaScript, at the top of the page it came back to.
  const notice = root?.cartNotice;
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  return (
    <>
      {/* The cookie banner comes first: the keyboard reaches its choice before anything else on the page. */}
      <Suspense fallback={null}>
        <AnalyticsServices containerId={root?.tagManagerId ?? null} />
      </Suspense>
      <Header navigation={navigation} />
      <Suspense fallback={null}>
        <OfflineServices />
      </Suspense>
      <main id="main" className="page" ref={main} tabIndex={-1}>
        {notice && (
          <p className={`notice notice--${notice.ok ? "success" : "error"} page__notice`} role={notice.ok ? "status" : "alert"}>
            {notice.message}
          </p>
        )}
        {root?.catalogUnavailable ? (
          <Suspense fallback={null}>
            <OutageMessage />
          </Suspense>
        ) : (
          children
        )}
      </main>
      <Footer columns={root?.footer.columns ?? []} />
      <LanguageSwitcherModal />
      <Panels />
    </>
  );
}

export default function DefaultLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Not-found and errors of pages keep the header and footer. */
export function ErrorBoundary() {
  return (
    <Shell>
      <Suspense fallback={null}>
        <RouteErrorMessage />
      </Suspense>
    </Shell>
  );
}
