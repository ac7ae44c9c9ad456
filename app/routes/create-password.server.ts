import { data } from "react-router";
import type { Route } from "./+types/create-password";
import { field } from "../account/auth-actions.server.ts";
import { newPasswordErrors } from "../account/customer-form.server.ts";
import { signedInHeaders } from "../account/sign-in.server.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export type CreatePasswordActionData = { errors: Record<string, string>; formError: string | null; done: boolean };

/** The shop's own reset tokens (64 hex digits) or Magento's (32 letters and digits, COMMERCE_BACKEND=upstream). */
const RESET_TOKEN = /^[A-Za-z0-9]{32,64}$/;

/** /create-password?token=&email= — where the reset mail's link leads (SPEC §2). Never cached: the link is personal. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  const token = url.searchParams.get("token") ?? "";
  const email = url.searchParams.get("email") ?? "";
  const complete = RESET_TOKEN.test(token) && email.includes("@");
  return { token, email, complete, title: t("createPassword.title") };
}

/** Sets the new password with the mailed token; works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { commerce, accounts, store, t } = routeContext(context);
  const form = await readForm(request);
  const values = { token: field(form, "token"), email: field(form, "email"), password: field(form, "password"), confirmation: field(form, "passwordConfirmation") };
  const errors = newPasswordErrors(values.password, values.confirmation, t);
  if (Object.keys(errors).length > 0) return data<CreatePasswordActionData>({ errors, formError: null, done: false }, { status: 400 });
  if (!RESET_TOKEN.test(values.token)) return data<CreatePasswordActionData>({ errors, formError: t("createPassword.unusable"), done: false }, { status: 400 });
  const reset = await accounts.resetPassword(values.email, values.token, values.password);
  if (!reset.ok) {
    const formError = reset.reason === "throttled" ? t("account.errors.tooMany", { minutes: Math.ceil(reset.retryAfter / 60) }) : t("createPassword.unusable");
    return data<CreatePasswordActionData>({ errors, formError, done: false }, { status: reset.reason === "throttled" ? 429 : 400 });
  }
  // SPEC §4: the customer is logged in after creating a password.
  return data<CreatePasswordActionData>({ errors, formError: null, done: true }, { headers: await signedInHeaders(request, commerce, store, reset.session) });
}
