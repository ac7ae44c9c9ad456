import { createContext, type MiddlewareFunction } from "react-router";
import { commerceContext } from "../context.ts";
import { SESSION_COOKIE } from "#core/account/session-cookie.ts";
import { readAccountSession, type AccountSession } from "#core/account/account-session.ts";

/** The request's account session, resolved once by accountSession (middleware) for every loader and action below it. */
export const accountContext = createContext<AccountSession>({ customer: null, setCookies: [] });

/** Route middleware: resolves the session before loaders and actions run and sets its cookies on the response. */
export const accountSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await readAccountSession(request, context.get(commerceContext).customers);
  context.set(accountContext, session);
  const response = await next();
  // An action that signed in, out or renewed the session has set the cookies itself: they win.
  const ownCookies = response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (session.setCookies.length === 0 || ownCookies) return response;
  // A copy: some responses (redirects) carry immutable headers.
  const withCookies = new Response(response.body, response);
  for (const cookie of session.setCookies) withCookies.headers.append("Set-Cookie", cookie);
  return withCookies;
};
