import { Link, Outlet } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

/** Minimal layout (SPEC §2): logo only, for the error page. */
export default function MinimalLayout() {
  const t = useT();
  const store = useStoreView();
  return (
    <>
      <header className="header header--minimal">
        <Link to={storePath(store, "/")} className="header__logo">
          {t("meta.siteName")}
        </Link>
      </header>
      <main id="main" className="page page--minimal">
        <Outlet />
      </main>
    </>
  );
}
