import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { field } from "../account/auth-actions.server.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export type UnsubscribeActionData = { ok: boolean; message: string };

/** The mailed link's address and signature, shown back in a form: a link opened by a mail scanner unsubscribes nobody. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  return { title: t("newsletter.unsubscribe.title"), email: url.searchParams.get("email") ?? "", signature: url.searchParams.get("signature") ?? "" };
}

/**
 * Unsubscribes the address of a signed link (issue 38 item 4). Anything else gets the same neutral
 * answer, subscribed or not; signed-in customers change their consent under My account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, t } = routeContext(context);
  const form = await readForm(request);
  const email = field(form, "email").trim().slice(0, 254);
  const unsubscribed = await accounts.unsubscribe(email, { signature: field(form, "signature").slice(0, 128) || null });
  if (unsubscribed.ok) return { ok: true, message: t("newsletter.unsubscribe.done", { email }) } satisfies UnsubscribeActionData;
  if (unsubscribed.reason === "throttled") {
    const message = t("account.errors.tooMany", { minutes: Math.ceil(unsubscribed.retryAfter / 60) });
    return data<UnsubscribeActionData>({ ok: false, message }, { status: 429, headers: { "Retry-After": String(unsubscribed.retryAfter) } });
  }
  return data<UnsubscribeActionData>({ ok: false, message: t("newsletter.unsubscribe.neutral") }, { status: 403 });
}
