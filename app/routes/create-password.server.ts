import { data } from "react-router";
import type { Route } from "./+types/create-password";
import { passwordProblem } from "../domain/customer-session.ts";
import { routeContext } from "../context.ts";
import { readForm } from "./form-body.server.ts";

export type CreatePasswordActionData = { errors: Record<string, string>; formError: string | null; done: boolean };

const RESET_TOKEN = /^[0-9a-f]{64}$/;

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
  const { commerce, t } = routeContext(context);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "");
  const values = { token: field("token"), email: field("email"), password: field("password"), confirmation: field("passwordConfirmation") };
  const errors: Record<string, string> = {};
  const problem = values.password === "" ? "required" : passwordProblem(values.password);
  if (problem) errors.password = t(`checkout.errors.${problem}`);
  if (values.confirmation !== values.password) errors.passwordConfirmation = t("checkout.errors.passwordsDiffer");
  if (Object.keys(errors).length > 0) return data<CreatePasswordActionData>({ errors, formError: null, done: false }, { status: 400 });
  if (!RESET_TOKEN.test(values.token)) return data<CreatePasswordActionData>({ errors, formError: t("createPassword.unusable"), done: false }, { status: 400 });
  const session = await commerce.customers.resetPassword(values.email, values.token, values.password);
  if (!session) return data<CreatePasswordActionData>({ errors, formError: t("createPassword.unusable"), done: false }, { status: 400 });
  return { errors, formError: null, done: true } satisfies CreatePasswordActionData;
}
