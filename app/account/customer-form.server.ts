/**
 * The rules of the shop's customer forms — registration, personal data, a new password — with
 * their messages in the store's language, keyed by the form's field names.
 */
import { TAX_ID_MIN_LENGTH, isEmail, nameError } from "#core/domain/checkout-validation.ts";
import { passwordProblem } from "#core/domain/customer-session.ts";
import { refusal } from "#core/domain/refusal.ts";
import { refusalMessage } from "#core/i18n/refusals.ts";
import type { Translate } from "#core/i18n/translator.ts";

/** Longest values a form takes, as the API does: a bound, not a rule a shopper meets. */
const MAX_LENGTH = { firstname: 100, lastname: 100, company: 120, taxId: 40, phone: 40 } as const;
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_MAX_LENGTH = 256;

export interface CustomerDetails {
  firstname: string;
  lastname: string;
  email: string;
  business: boolean;
  company: string;
  taxId: string;
  phone?: string;
}

/** Names, e-mail, and for a business its company and VAT id (SPEC §5 forms). */
export function customerDetailsErrors(values: CustomerDetails, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const tooLong = (name: keyof typeof MAX_LENGTH) => (values[name] ?? "").length > MAX_LENGTH[name] && (errors[name] = t("account.errors.tooLong", { max: MAX_LENGTH[name] }));
  for (const name of ["firstname", "lastname"] as const) {
    const problem = nameError("firstName", values[name]);
    if (problem) errors[name] = t(`checkout.errors.${problem.key}`);
    else tooLong(name);
  }
  if (!values.email) errors.email = t("checkout.errors.required");
  else if (!isEmail(values.email) || values.email.length > EMAIL_MAX_LENGTH) errors.email = t("checkout.errors.email");
  tooLong("phone");
  if (values.business) {
    if (!values.company) errors.company = t("checkout.errors.required");
    else tooLong("company");
    if (values.taxId.length < TAX_ID_MIN_LENGTH) errors.taxId = t(values.taxId ? "checkout.errors.taxIdMinLength" : "checkout.errors.required");
    else tooLong("taxId");
  }
  return errors;
}

/** A new password: the SPEC §5 policy, and typed twice alike (`passwordConfirmation`). */
export function newPasswordErrors(password: string, confirmation: string, t: Translate, field = "password"): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = password === "" ? null : passwordProblem(password);
  if (password === "") errors[field] = t("checkout.errors.required");
  else if (problem) errors[field] = refusalMessage(refusal(problem), t);
  else if (password.length > PASSWORD_MAX_LENGTH) errors[field] = t("account.errors.tooLong", { max: PASSWORD_MAX_LENGTH });
  if (confirmation !== password) errors.passwordConfirmation = t("checkout.errors.passwordsDiffer");
  return errors;
}
