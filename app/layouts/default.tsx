import { Outlet } from "react-router";
import { Footer } from "../components/footer.tsx";
import { Header } from "../components/header.tsx";
import { RouteErrorMessage } from "../components/route-error.tsx";
import { LanguageSwitcherModal } from "../components/language-switcher.tsx";
import { Panels } from "../components/panels.tsx";
import { useRootData } from "../i18n/use-shell.ts";

function Shell({ children }: { children: React.ReactNode }) {
  const categories = useRootData()?.categories ?? [];
  return (
    <>
      <Header categories={categories} />
      <main id="main" className="page">
        {children}
      </main>
      <Footer />
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
      <RouteErrorMessage />
    </Shell>
  );
}
