import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { checkConfig } from "../config.ts";
import type { ErrorReporter } from "./error-report.ts";
import { logReporter } from "./log-reporter.ts";
import { sentryReporter } from "./sentry-reporter.ts";

const built = new WeakMap<Env, ErrorReporter>();

/** The deployed build's id, which Sentry groups releases by (the same as the deploy-version API's). */
async function buildVersion(): Promise<string> {
  const build = await import("virtual:react-router/server-build");
  return build.assets.version;
}

/** A Sentry-compatible service when SENTRY_DSN is set, structured logs otherwise (also while the configuration has problems). */
export function errorReporterFor(env: Env): ErrorReporter {
  let reporter = built.get(env);
  if (!reporter) {
    const check = checkConfig(env);
    const { sentryDsn, environment } = check.ok ? check.config.errorReporting : { sentryDsn: null, environment: "" };
    reporter = sentryDsn ? sentryReporter({ dsn: sentryDsn, environment, release: buildVersion, fallback: logReporter }) : logReporter;
    built.set(env, reporter);
  }
  return reporter;
}

/** Where an error happened: its route pattern; a browser's error names its own store. */
export interface ErrorPlace {
  route: string;
  source?: "worker" | "browser";
  store?: string;
}

/** Reports an error of this request after the response, with its request id, store and method. */
export function reportRequestError(c: Context<AppEnv>, error: unknown, place: ErrorPlace): void {
  const { route, source = "worker", store = c.var.store?.storeCode ?? "unknown" } = place;
  const report = errorReporterFor(c.env).report({ error, source, route, store, requestId: c.var.requestId ?? "unknown", method: c.req.method });
  try {
    c.executionCtx.waitUntil(report);
  } catch {
    // No execution context (a direct app.request in a script): the report finishes on its own.
  }
}
