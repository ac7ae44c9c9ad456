import type { Route } from "./+types/login";
import { field, refused, signedIn, tooManyAttempts } from "../account/auth-actions.server.ts";
import { isEmail } from "#core/domain/checkout-validation.ts";
import { CAPTCHA_FIELD } from "#core/reviews/captcha-widget.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export function loader({ url, context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  return { title: t("account.login.title"), redirectTo: url.searchParams.get("redirect") ?? "" };
}

/** Signs in from the page or the dialog; the same answer for an unknown e-mail and a wrong password. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, commerce, accounts, t } = routeContext(context);
  const form = await readForm(request);
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const errors: Record<string, string> = {};
  if (!email) errors.email = t("checkout.errors.required");
  else if (!isEmail(email) || email.length > 254) errors.email = t("checkout.errors.email");
  if (!password) errors.password = t("checkout.errors.required");
  else if (password.length > 256) errors.password = t("account.errors.signInFailed");
  if (Object.keys(errors).length > 0) return refused({ errors, values: { email } });
  const outcome = await accounts.login(email, password, field(form, CAPTCHA_FIELD) || null);
  if (!outcome.ok) {
    if (outcome.reason === "throttled") return tooManyAttempts(outcome, t, { email });
    if (outcome.reason === "challenge") {
      const formError = t(outcome.failed ? "account.errors.challengeFailed" : "account.errors.challenge");
      return refused({ errors: {}, formError, values: { email }, challenge: { siteKey: accounts.captchaSiteKey } }, 401);
    }
    return refused({ errors: {}, formError: t("account.errors.signInFailed"), values: { email } }, 401);
  }
  return signedIn({ request, form, commerce, store, session: outcome.session });
}
