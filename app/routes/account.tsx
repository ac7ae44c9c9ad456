import { Form, NavLink, Outlet, useActionData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import type { AuthActionData } from "../account/auth-form.ts";
import { LoginForm } from "../components/account/auth-forms.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useUserStore } from "../state/user.ts";
import { storePath } from "#core/stores.ts";

export { loader, middleware } from "./account.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** /my-account: the account's sections for a signed-in customer, the sign-in form for anyone else. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<AuthActionData>();
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  const logout = useUserStore((s) => s.logout);
  const { customer } = loaderData;
  if (!customer) {
    return (
      <section className="narrow-page">
        <h1>{t("account.title")}</h1>
        {loaderData.loggedOut ? (
          <p role="status" className="form-alert">
            {t("account.logout.done")}
          </p>
        ) : (
          <p className="form-alert">{t("account.needLogin")}</p>
        )}
        <h2>{t("account.login.title")}</h2>
        <LoginForm Form={Form} answer={answer} busy={busy} idPrefix="account-login" redirectTo={loaderData.loggedOut ? undefined : loaderData.here} />
      </section>
    );
  }
  const link = (path: string, label: string, end = false) => (
    <li>
      <NavLink to={storePath(store, `/my-account${path}`)} end={end}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <div className="account">
      <div className="account__head">
        <h1>{t("account.greeting", { name: customer.firstname })}</h1>
        <Form
          method="post"
          action={storePath(store, "/my-account/logout")}
          reloadDocument
          onSubmit={(event) => {
            // With JavaScript the user store logs out (cart, wishlist and the notification too).
            event.preventDefault();
            void logout().then(() => navigate(storePath(store, "/")));
          }}
        >
          <button type="submit" className="button">
            {t("account.logout.submit")}
          </button>
        </Form>
      </div>
      <nav aria-label={t("account.nav.label")} className="account__nav">
        <ul>
          {link("", t("account.nav.overview"), true)}
          {link("/addresses", t("account.nav.addresses"))}
          {link("/orders", t("account.nav.orders"))}
        </ul>
      </nav>
      <div className="account__body">
        <Outlet />
      </div>
    </div>
  );
}
