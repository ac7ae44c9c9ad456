import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import type { AuthActionData } from "../account/auth-form.ts";
import { RegisterForm } from "../components/account/auth-forms.tsx";
import { useT } from "../i18n/use-shell.ts";
import { withActionHeaders } from "../account/action-headers.ts";

export { action, loader } from "./register.server.ts";

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** The register dialog as a plain page: where the dialog's links lead without JavaScript. */
export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<AuthActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="narrow-page">
      <h1>{t("account.register.title")}</h1>
      <RegisterForm Form={Form} answer={answer} busy={busy} idPrefix="register-page" redirectTo={loaderData.redirectTo || undefined} />
    </section>
  );
}
