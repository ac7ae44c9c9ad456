import { lazy, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { useStoreView } from "./i18n/use-shell.ts";
import { InlineStylesheet } from "./styles/inline-stylesheet.tsx";
import { ConsentFlag } from "./components/consent-flag.tsx";
import { PageIndexingMeta } from "./seo/page-indexing.tsx";
import { setReportedRoute } from "./errors/browser-reporter.ts";
import { THEME_COLOUR, manifestPath } from "#core/offline/web-app.ts";

/** Error pages are rare: their component loads only when one is shown. */
const RouteErrorMessage = lazy(() => import("./components/route-error.tsx").then((module) => ({ default: module.RouteErrorMessage })));

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export { loader } from "./root.server.ts";

/** The shell's own headers (after a no-script add-to-cart: spend its answer, never cache) reach the document. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(actionHeaders);
  for (const [name, value] of loaderHeaders) merged.append(name, value);
  return merged;
};

/** Store view, dictionary and menu are fixed for a document: switching store is a full page load. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const store = useStoreView();
  return (
    // The consent flag marks <html> before hydration (data-consent): not React's to compare.
    <html lang={store.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ConsentFlag />
        <Meta />
        <PageIndexingMeta />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="manifest" href={manifestPath(store)} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <InlineStylesheet />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const leaf = useMatches().at(-1);
  const store = useStoreView();
  // Browser errors name the route they happened on (app/errors/browser-reporter.ts).
  useEffect(() => {
    if (leaf) setReportedRoute(leaf.pathname, leaf.params, store.storeCode);
  }, [leaf, store]);
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="page">
      <Suspense fallback={null}>
        <RouteErrorMessage />
      </Suspense>
    </main>
  );
}
