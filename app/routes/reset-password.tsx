import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import type { AuthActionData } from "../account/auth-form.ts";
import { ResetForm } from "../components/account/auth-forms.tsx";
import { useT } from "../i18n/use-shell.ts";
import { withActionHeaders } from "../account/action-headers.ts";

export { action, loader } from "./reset-password.server.ts";

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** The reset dialog as a plain page: where the dialog's links lead without JavaScript. */
export default function ResetPasswordPage(_props: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<AuthActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="narrow-page">
      <h1>{t("account.reset.title")}</h1>
      <ResetForm Form={Form} answer={answer} busy={busy} idPrefix="reset-page" />
    </section>
  );
}
