import { useEffect, useState } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

/** How long the offline message stays before the home page is shown. */
const OFFLINE_REDIRECT_MS = 2_500;

/**
 * Not-found (404) or unexpected-error message for the nearest error boundary. Offline, a page that was
 * never kept on this device cannot load: SPEC §8's message, then the home page (SPEC §2).
 */
export function RouteErrorMessage() {
  const error = useRouteError();
  const t = useT();
  const store = useStoreView();
  const home = storePath(store, "/");
  const atHome = useLocation().pathname === home;
  // Known after hydration only: the server, and the page it rendered, never saw the shopper offline.
  const [offline, setOffline] = useState<"no" | "kept" | "not-kept">("no");
  useEffect(() => {
    if (navigator.onLine) {
      setOffline("no");
      return;
    }
    let current = true;
    // Kept on this device as a whole page (visited by loading it): load it so, the service worker answers.
    void (typeof caches === "undefined" ? Promise.resolve(undefined) : caches.match(location.href)).then((kept) => {
      if (!current) return;
      // Loaded whole once already and still failing: not the connection, so the plain error, never a reload loop.
      const reloadedKey = `offline-reload:${location.href}`;
      if (kept && sessionStorage.getItem(reloadedKey)) return setOffline("no");
      if (kept) sessionStorage.setItem(reloadedKey, "1");
      setOffline(kept ? "kept" : "not-kept");
    });
    return () => {
      current = false;
    };
  }, [error]);
  useEffect(() => {
    if (offline === "kept") location.reload();
    if (offline !== "not-kept" || atHome) return;
    // A whole page load: the service worker answers with the kept home page, or the store's offline page.
    const timer = setTimeout(() => location.assign(home), OFFLINE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [offline, atHome, home]);
  if (offline === "not-kept") {
    return (
      <section className="error-page" role="alert">
        <h1>{t("offline.title")}</h1>
        <p>{t("offline.notAvailable")}</p>
      </section>
    );
  }
  if (offline === "kept") return null;
  const response = isRouteErrorResponse(error) ? error : null;
  if (!response) console.error(error);
  const notFound = response?.status === 404;
  // A 4xx explains what was wrong with the request; server errors never leak details.
  const clientMessage = response && response.status >= 400 && response.status < 500 && typeof response.data?.message === "string" ? response.data.message : null;
  const title = notFound ? t("errors.notFoundTitle") : clientMessage ? t("errors.badRequestTitle") : t("errors.errorTitle");
  return <ErrorSection title={title} text={notFound ? t("errors.notFoundText") : (clientMessage ?? t("errors.errorText"))} />;
}

/** The page when the catalog did not answer the shell's menu (a 503, app/root.server.ts): no page can be shown without it. */
export function OutageMessage() {
  const t = useT();
  return <ErrorSection title={t("errors.errorTitle")} text={t("errors.errorText")} />;
}

function ErrorSection({ title, text }: { title: string; text: string }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="error-page">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        {/* A whole page load: the shell's data (and with it the catalog's state) is read again. */}
        <a className="button" href={storePath(store, "/")}>
          {t("errors.backHome")}
        </a>
      </p>
    </section>
  );
}
