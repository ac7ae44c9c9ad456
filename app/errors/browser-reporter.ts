import { isRouteErrorResponse } from "react-router";
import { routePattern } from "./route-pattern.ts";

/** The shop's endpoint for its pages' errors (worker/api/client-errors.ts). */
export const CLIENT_ERRORS_PATH = "/api/client-errors";
/** A page that keeps failing reports its first few errors, not a flood. */
const MAX_REPORTS_PER_PAGE = 5;
/** What React Router makes of a server error on its way to the browser (the details stay on the server). */
const SERVER_ERROR_MESSAGE = "Unexpected Server Error";

let route = "/";
let store = "se";
const reported = new Set<string>();

/** Which route the page is on, as a pattern ("/p/:parentSku/:slug"); set from the root on each navigation. */
export function setReportedRoute(pathname: string, params: Readonly<Record<string, string | undefined>>, storeCode: string): void {
  route = routePattern(pathname, params);
  store = storeCode;
}

/**
 * Sends an unexpected browser error to the shop, which reports it through its error-reporting
 * port. Not-found and other answers the shop meant are not errors; a repeat of one is sent once.
 */
export function reportBrowserError(error: unknown, pattern: string = route): void {
  if (isRouteErrorResponse(error)) return;
  // A loader's error as the server sent it: the worker reported it already, with its details.
  if (error instanceof Error && error.message === SERVER_ERROR_MESSAGE) return;
  const { name, message, stack } = error instanceof Error ? error : { name: "Error", message: String(error), stack: undefined };
  const key = `${name}:${message}`;
  if (!message || reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  const body = JSON.stringify({ store, route: pattern, name: name.slice(0, 200), message: message.slice(0, 2_000), stack: stack?.slice(0, 10_000) });
  void fetch(CLIENT_ERRORS_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => undefined);
}

/** Errors no React boundary or router saw: event handlers, timers, promises nobody awaited. */
export function reportUncaughtErrors(target: Window): void {
  // A script of another origin only says "Script error.": nothing to act on.
  target.addEventListener("error", (event) => event.error && reportBrowserError(event.error));
  target.addEventListener("unhandledrejection", (event) => reportBrowserError(event.reason));
}
