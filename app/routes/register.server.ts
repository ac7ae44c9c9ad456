import type { Route } from "./+types/register";
import { data } from "react-router";
import type { AuthActionData } from "../account/auth-form.ts";
import { field, refused, tooManyAttempts } from "../account/auth-actions.server.ts";
import { customerDetailsErrors, newPasswordErrors } from "../account/customer-form.server.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export function loader({ url, context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  return { title: t("account.register.title"), redirectTo: url.searchParams.get("redirect") ?? "" };
}

/** Creates the account (private or business) and optionally subscribes to the newsletter; the customer signs in next. */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, t } = routeContext(context);
  const form = await readForm(request);
  const values = {
    customerType: field(form, "customerType") === "business" ? "business" : "private",
    firstname: field(form, "firstname").trim(),
    lastname: field(form, "lastname").trim(),
    company: field(form, "company").trim(),
    taxId: field(form, "taxId").trim(),
    email: field(form, "email").trim(),
    newsletter: field(form, "newsletter") === "1" ? "1" : "",
  };
  const password = field(form, "password");
  const errors = {
    ...customerDetailsErrors({ ...values, business: values.customerType === "business" }, t),
    ...newPasswordErrors(password, field(form, "passwordConfirmation"), t),
  };
  if (Object.keys(errors).length > 0) return refused({ errors, values });

  const business = values.customerType === "business" ? { type: "business" as const, company: values.company, taxId: values.taxId } : { type: "private" as const };
  const outcome = await accounts.register({ email: values.email, firstname: values.firstname, lastname: values.lastname, password, ...business });
  if (!outcome.ok) return tooManyAttempts(outcome, t, values);
  if (values.newsletter) await accounts.subscribe(values.email);
  // The same answer for a new e-mail and one that has an account (issue 38 item 2): the mail says which, the shopper signs in next.
  return data<AuthActionData>({ ok: true, errors: {}, notice: t("account.register.checkMail", { email: values.email }), values: { email: values.email } });
}
