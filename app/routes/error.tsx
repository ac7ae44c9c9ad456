import { Link } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

/** The error page of SPEC §2, shown in the minimal layout. */
export default function ErrorScreen() {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="error-page">
      <title>{t("errors.errorTitle")}</title>
      <h1>{t("errors.errorTitle")}</h1>
      <p>{t("errors.errorText")}</p>
      <p>
        <Link className="button" to={storePath(store, "/")}>
          {t("errors.backHome")}
        </Link>
      </p>
    </section>
  );
}
