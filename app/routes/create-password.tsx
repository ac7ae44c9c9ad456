import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/create-password";
import type { CreatePasswordActionData } from "./create-password.server.ts";
import { FormField } from "../components/form-field.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { action, loader } from "./create-password.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

function PasswordField({ name, label, error }: { name: string; label: string; error?: string }) {
  return <FormField id={`create-password-${name}`} name={name} label={label} type="password" autoComplete="new-password" minLength={8} error={error} />;
}

/** Where the password-reset mail's link leads: choose a new password (SPEC §2 /create-password). */
export default function CreatePassword({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<CreatePasswordActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="narrow-page">
      <h1>{t("createPassword.title")}</h1>
      {answer?.done ? (
        <div role="status">
          <p>{t("createPassword.done")}</p>
          <p>
            <Link to={storePath(store, "/my-account")} className="button button--primary">
              {t("account.title")}
            </Link>{" "}
            <Link to={storePath(store, "/")} className="button">
              {t("createPassword.continue")}
            </Link>
          </p>
        </div>
      ) : !loaderData.complete ? (
        <p role="alert">{t("createPassword.incomplete")}</p>
      ) : (
        <Form method="post" className="narrow-page__form" reloadDocument>
          <p>{t("createPassword.intro", { email: loaderData.email })}</p>
          {answer?.formError && (
            <p role="alert" className="field__error">
              {answer.formError}
            </p>
          )}
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="email" value={loaderData.email} />
          <PasswordField name="password" label={t("createPassword.newPassword")} error={answer?.errors.password} />
          <PasswordField name="passwordConfirmation" label={t("createPassword.confirm")} error={answer?.errors.passwordConfirmation} />
          <p className="field__hint">{t("createPassword.policy")}</p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("createPassword.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
