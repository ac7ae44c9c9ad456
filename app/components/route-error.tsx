import { isRouteErrorResponse, useRouteError } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "../stores.ts";

/** Not-found (404) or unexpected-error message for the nearest error boundary. */
export function RouteErrorMessage() {
  const error = useRouteError();
  const t = useT();
  const store = useStoreView();
  const response = isRouteErrorResponse(error) ? error : null;
  if (!response) console.error(error);
  const notFound = response?.status === 404;
  // A 4xx explains what was wrong with the request; server errors never leak details.
  const clientMessage = response && response.status >= 400 && response.status < 500 && typeof response.data?.message === "string" ? response.data.message : null;
  const title = notFound ? t("errors.notFoundTitle") : clientMessage ? t("errors.badRequestTitle") : t("errors.errorTitle");
  return (
    <section className="error-page">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{notFound ? t("errors.notFoundText") : (clientMessage ?? t("errors.errorText"))}</p>
      <p>
        <a className="button" href={storePath(store, "/")}>
          {t("errors.backHome")}
        </a>
      </p>
    </section>
  );
}
