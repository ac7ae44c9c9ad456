import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signedOutHeaders } from "../account/sign-in.server.ts";
import { readSessionCookie } from "#core/account/session-cookie.ts";
import { routeContext } from "../context.ts";
import { storePath } from "#core/stores.ts";

/** Sign-out without JavaScript: the session ends, the cart disconnects, and the account page says so. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, commerce } = routeContext(context);
  const session = readSessionCookie(request.headers.get("Cookie"));
  if (session) await commerce.customers.logout(session.refreshToken);
  return redirect(`${storePath(store, "/my-account")}?loggedOut=1`, { headers: signedOutHeaders(request) });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(storePath(routeContext(context).store, "/my-account"));
}
