import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { field } from "../account/auth-actions.server.ts";
import { isEmail } from "#core/domain/checkout-validation.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export type NewsletterActionData = { ok: boolean; email: string; error?: string };

export function loader({ context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  return { title: t("newsletter.title") };
}

/**
 * The footer's sign-up (SPEC §1: a 10 % coupon for new subscribers): the same thanks for a new and
 * a known subscriber, so the form tells nobody who subscribes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, t } = routeContext(context);
  const form = await readForm(request);
  const email = field(form, "email").trim();
  if (!email || !isEmail(email) || email.length > 254) return data<NewsletterActionData>({ ok: false, email, error: t(email ? "checkout.errors.email" : "checkout.errors.required") }, { status: 400 });
  const subscribed = await accounts.subscribe(email);
  if (!subscribed.ok) return data<NewsletterActionData>({ ok: false, email, error: t("account.errors.tooMany", { minutes: Math.ceil(subscribed.retryAfter / 60) }) }, { status: 429 });
  return { ok: true, email } satisfies NewsletterActionData;
}
