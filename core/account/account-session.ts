import type { CustomerProfile, CustomersPort } from "../port/index.ts";
import { hasSignedInMarker, isSecureRequest, readSessionCookie, sessionCookies, type SessionTokens } from "./session-cookie.ts";

export interface SignedIn {
  profile: CustomerProfile;
  token: string;
}

export interface AccountSession {
  customer: SignedIn | null;
  /** What the response must set: rotated tokens, or the cookies cleared when the session ended. */
  setCookies: string[];
}

/**
 * The customer a browser request is signed in as. An expired access token is refreshed once (the
 * cookie rotates); a refresh lost to a concurrent one leaves the cookies as the winner set them.
 */
export async function readAccountSession(request: Request, customers: CustomersPort): Promise<AccountSession> {
  const cookies = request.headers.get("Cookie");
  const tokens = readSessionCookie(cookies);
  const secure = isSecureRequest(request);
  if (!tokens) return { customer: null, setCookies: hasSignedInMarker(cookies) ? sessionCookies(null, secure) : [] };
  const profile = await customers.me(tokens.token);
  if (profile) return { customer: { profile, token: tokens.token }, setCookies: [] };
  const refreshed = await customers.refresh(tokens.refreshToken);
  if ("refused" in refreshed) return { customer: null, setCookies: refreshed.refused === "superseded" ? [] : sessionCookies(null, secure) };
  const renewed = await customers.me(refreshed.token);
  return renewed ? { customer: { profile: renewed, token: refreshed.token }, setCookies: sessionCookies(refreshed, secure) } : { customer: null, setCookies: sessionCookies(null, secure) };
}

/** Set-Cookie values that sign the browser in with a new session. */
export const signInCookies = (request: Request, session: SessionTokens) => sessionCookies(session, isSecureRequest(request));
export const signOutCookies = (request: Request) => sessionCookies(null, isSecureRequest(request));

/** Headers carrying Set-Cookie values, for a loader's or action's own response. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
