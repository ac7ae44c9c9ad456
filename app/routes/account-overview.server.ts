import { data } from "react-router";
import type { Route } from "./+types/account-overview";
import { field } from "../account/auth-actions.server.ts";
import { accountContext } from "../account/session.server.ts";
import { cookieHeaders, signInCookies } from "#core/account/account-session.ts";
import { customerDetailsErrors, newPasswordErrors } from "../account/customer-form.server.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export type OverviewActionData = { form: "profile" | "password" | "newsletter"; ok: boolean; message?: string; errors: Record<string, string> };

export async function loader({ context }: Route.LoaderArgs) {
  const { commerce } = routeContext(context);
  const { customer } = context.get(accountContext);
  if (!customer) return null;
  const { profile } = customer;
  return {
    profile: { firstname: profile.firstname, lastname: profile.lastname, email: profile.email, phone: profile.phone ?? "", type: profile.type, company: profile.company ?? "", taxId: profile.taxId ?? "" },
    subscribed: await commerce.newsletter.isSubscribed(profile.email),
  };
}

const answer = (body: OverviewActionData, status = 200, headers?: Headers) => data(body, { status, headers });

/** Personal data, password and newsletter consent: three forms, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { commerce, accounts, t } = routeContext(context);
  const { customer } = context.get(accountContext);
  if (!customer) return answer({ form: "profile", ok: false, message: t("account.needLogin"), errors: {} }, 401);
  const form = await readForm(request);
  const intent = field(form, "intent");

  if (intent === "password") {
    const current = field(form, "currentPassword");
    const next = field(form, "newPassword");
    const errors: Record<string, string> = newPasswordErrors(next, field(form, "passwordConfirmation"), t, "newPassword");
    if (!current) errors.currentPassword = t("checkout.errors.required");
    if (Object.keys(errors).length > 0) return answer({ form: "password", ok: false, errors }, 400);
    const changed = await accounts.changePassword(customer.token, current.slice(0, 256), next);
    if (!changed.ok) {
      if (changed.reason === "throttled") return answer({ form: "password", ok: false, message: t("account.errors.tooMany", { minutes: Math.ceil(changed.retryAfter / 60) }), errors: {} }, 429);
      return answer({ form: "password", ok: false, errors: changed.reason === "wrong-password" ? { currentPassword: t("account.password.wrong") } : {}, message: changed.reason === "invalid-token" ? t("account.needLogin") : undefined }, 400);
    }
    // Every other session has ended; this browser's goes on with the new pair.
    return answer({ form: "password", ok: true, message: t("account.password.changed"), errors: {} }, 200, cookieHeaders(signInCookies(request, changed.session)));
  }

  if (intent === "newsletter") {
    const email = customer.profile.email;
    if (field(form, "subscribe") === "1") {
      const subscribed = await accounts.subscribe(email);
      if (!subscribed.ok) return answer({ form: "newsletter", ok: false, message: t("account.errors.tooMany", { minutes: Math.ceil(subscribed.retryAfter / 60) }), errors: {} }, 429);
    } else {
      await commerce.newsletter.unsubscribe(email);
    }
    return answer({ form: "newsletter", ok: true, message: t("account.newsletter.saved"), errors: {} });
  }

  const values = {
    firstname: field(form, "firstname").trim(),
    lastname: field(form, "lastname").trim(),
    email: field(form, "email").trim(),
    phone: field(form, "phone").trim(),
    type: field(form, "customerType") === "business" ? ("business" as const) : ("private" as const),
    company: field(form, "company").trim(),
    taxId: field(form, "taxId").trim(),
  };
  const errors = customerDetailsErrors({ ...values, business: values.type === "business" }, t);
  // A new e-mail would let a stolen session take the account over through a reset: it needs the password.
  const emailChanges = values.email.toLowerCase() !== customer.profile.email.toLowerCase();
  if (emailChanges && !errors.email) {
    const password = field(form, "currentPassword");
    if (!password) errors.currentPassword = t("account.profile.passwordForEmail");
    else {
      const confirmed = await accounts.confirmPassword(customer.token, password.slice(0, 256));
      if (!confirmed.ok && confirmed.reason === "throttled") return answer({ form: "profile", ok: false, message: t("account.errors.tooMany", { minutes: Math.ceil(confirmed.retryAfter / 60) }), errors: {} }, 429);
      if (!confirmed.ok) errors.currentPassword = t("account.password.wrong");
    }
  }
  if (Object.keys(errors).length > 0) return answer({ form: "profile", ok: false, errors }, 400);
  const updated = await commerce.customers.updateProfile(customer.token, {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phone: values.phone || null,
    type: values.type,
    company: values.type === "business" ? values.company : null,
    taxId: values.type === "business" ? values.taxId : null,
  });
  if (updated === "email-taken") return answer({ form: "profile", ok: false, errors: { email: t("account.register.emailTaken") } }, 400);
  if (!updated) return answer({ form: "profile", ok: false, message: t("account.needLogin"), errors: {} }, 401);
  return answer({ form: "profile", ok: true, message: t("account.profile.saved"), errors: {} });
}
