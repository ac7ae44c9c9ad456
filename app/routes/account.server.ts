import type { Route } from "./+types/account";
import { accountContext, accountSession } from "../account/session.server.ts";
import { routeContext } from "../context.ts";

/** The session is resolved once for the account pages below, before their loaders and actions. */
export const middleware: Route.MiddlewareFunction[] = [accountSession];

/** Who is signed in, or the sign-in form (SPEC §6: "You need to be logged in to see this page"). */
export function loader({ url, context }: Route.LoaderArgs) {
  const { t } = routeContext(context);
  const { customer } = context.get(accountContext);
  return {
    title: t("account.title"),
    customer: customer && { firstname: customer.profile.firstname, email: customer.profile.email },
    loggedOut: url.searchParams.get("loggedOut") === "1",
    here: url.pathname + url.search,
  };
}
