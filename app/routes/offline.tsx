import { Link } from "react-router";
import type { Route } from "./+types/offline";
import { routeContext } from "../context.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

/** What the service worker shows for a page it has not kept, when there is no connection (stored when it installs). */
export function loader({ context }: Route.LoaderArgs) {
  return { title: routeContext(context).t("offline.title") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

export default function Offline() {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="narrow-page offline-page">
      <h1>{t("offline.title")}</h1>
      <p>{t("offline.text")}</p>
      <Link className="button button--primary" to={storePath(store, "/")}>
        {t("offline.home")}
      </Link>
    </section>
  );
}
