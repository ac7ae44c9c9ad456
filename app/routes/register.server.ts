import type { Route } from "./+types/register";
import { field, refused, signedIn, tooManyAttempts } from "../account/auth-actions.server.ts";
import { TAX_ID_MIN_LENGTH, isEmail, nameError } from "../domain/checkout-validation.ts";
import { passwordProblem } from "../domain/customer-session.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export function loader({ url, context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  return { title: t("account.register.title"), redirectTo: url.searchParams.get("redirect") ?? "" };
}

const MAX_LENGTH = { firstname: 100, lastname: 100, company: 120, taxId: 40, email: 254 } as const;

/** Creates the account (private or business), optionally subscribes to the newsletter, and signs in. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, commerce, accounts, t } = routeContext(context);
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
  const errors: Record<string, string> = {};
  for (const name of ["firstname", "lastname"] as const) {
    const problem = nameError("firstName", values[name]);
    if (problem) errors[name] = t(`checkout.errors.${problem.key}`);
  }
  if (values.customerType === "business") {
    if (!values.company) errors.company = t("checkout.errors.required");
    if (values.taxId.length < TAX_ID_MIN_LENGTH) errors.taxId = t(values.taxId ? "checkout.errors.taxIdMinLength" : "checkout.errors.required");
  }
  if (!values.email) errors.email = t("checkout.errors.required");
  else if (!isEmail(values.email)) errors.email = t("checkout.errors.email");
  for (const [name, max] of Object.entries(MAX_LENGTH)) {
    if (values[name as keyof typeof MAX_LENGTH].length > max) errors[name] = t("account.errors.tooLong", { max });
  }
  const problem = password === "" ? "required" : passwordProblem(password);
  if (problem) errors.password = t(`checkout.errors.${problem}`);
  else if (password.length > 256) errors.password = t("account.errors.tooLong", { max: 256 });
  if (field(form, "passwordConfirmation") !== password) errors.passwordConfirmation = t("checkout.errors.passwordsDiffer");
  if (Object.keys(errors).length > 0) return refused({ errors, values });

  const business = values.customerType === "business" ? { type: "business" as const, company: values.company, taxId: values.taxId } : { type: "private" as const };
  const outcome = await accounts.register({ email: values.email, firstname: values.firstname, lastname: values.lastname, password, ...business });
  if (!outcome.ok) return outcome.reason === "throttled" ? tooManyAttempts(outcome, t, values) : refused({ errors: { email: t("account.register.emailTaken") }, values });
  if (values.newsletter) await accounts.subscribe(values.email);
  return signedIn({ request, form, commerce, store, session: outcome.session });
}
