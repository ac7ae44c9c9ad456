import { data, redirect } from "react-router";
import type { Commerce, CustomerTokens } from "#core/port/index.ts";
import type { Translate } from "#core/i18n/translator.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import type { Throttled } from "#core/account/account-service.ts";
import type { AuthActionData } from "./auth-form.ts";
import { safeRedirect } from "./safe-redirect.ts";
import { signedInHeaders } from "./sign-in.server.ts";

/** A refused form: 400 with its field errors (or another status with a message for the whole form). */
export const refused = (answer: Omit<AuthActionData, "ok">, status = 400) => data<AuthActionData>({ ok: false, ...answer }, { status });

export const tooManyAttempts = (throttledOutcome: Throttled, t: Translate, values?: Record<string, string>) =>
  data<AuthActionData>(
    { ok: false, errors: {}, formError: t("account.errors.tooMany", { minutes: Math.ceil(throttledOutcome.retryAfter / 60) }), values },
    { status: 429, headers: { "Retry-After": String(throttledOutcome.retryAfter) } },
  );

/**
 * A successful sign-in from a form: the cookies, the guest cart handed over, and either data (the
 * dialog, which stays on its page) or a redirect to where the shopper was going (the plain page).
 */
export async function signedIn(args: { request: Request; form: FormData; commerce: Commerce; store: StoreView; session: CustomerTokens }): Promise<Response> {
  const { request, form, commerce, store, session } = args;
  const headers = await signedInHeaders(request, commerce, store, session);
  if (form.get("stay") === "1") return Response.json({ ok: true, errors: {} } satisfies AuthActionData, { headers });
  return redirect(safeRedirect(form.get("redirectTo"), storePath(store, "/my-account")), { headers });
}

export const field = (form: FormData, name: string) => String(form.get(name) ?? "");
