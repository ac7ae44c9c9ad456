import { data } from "react-router";
import type { Route } from "./+types/reset-password";
import type { AuthActionData } from "../account/auth-form.ts";
import { field, refused, tooManyAttempts } from "../account/auth-actions.server.ts";
import { isEmail } from "#core/domain/checkout-validation.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  return { title: t("account.reset.title") };
}

/** Mails a reset link; the answer is the same whether the e-mail has an account or not. */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, t } = routeContext(context);
  const form = await readForm(request);
  const email = field(form, "email").trim();
  if (!email) return refused({ errors: { email: t("checkout.errors.required") }, values: { email } });
  if (!isEmail(email) || email.length > 254) return refused({ errors: { email: t("checkout.errors.email") }, values: { email } });
  const asked = await accounts.requestPasswordReset(email);
  if (!asked.ok) return tooManyAttempts(asked, t, { email });
  return data<AuthActionData>({ ok: true, errors: {}, notice: t("account.reset.sent") });
}
