import { createEventEnvelope, createStackParser, exceptionFromError, getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, serializeEnvelope, uuid4, type StackFrame } from "@sentry/core";
import type { ErrorReport, ErrorReporter } from "./error-report.ts";
import { describeError } from "./error-report.ts";
import { errorWithoutPersonalData } from "./personal-data.ts";

/** Long enough for a slow ingest, short enough that an outage of the service holds no isolate. */
const SEND_TIMEOUT_MS = 5_000;

const frame = (fn: string | undefined, filename: string, line: string, column: string): StackFrame => ({
  function: fn || "?",
  filename,
  lineno: Number(line),
  colno: Number(column),
  in_app: !filename.includes("/node_modules/"),
});

/** V8 ("    at fn (file:1:2)", the worker and Chromium) and Gecko/WebKit ("fn@file:1:2") stack lines. */
const stackParser = createStackParser(
  [10, (line) => {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line);
    return match ? frame(match[1], match[2]!, match[3]!, match[4]!) : undefined;
  }],
  [20, (line) => {
    const match = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line);
    return match ? frame(match[1], match[2]!, match[3]!, match[4]!) : undefined;
  }],
);

export interface SentryOptions {
  dsn: string;
  environment: string;
  release: () => Promise<string>;
  /** Where a report goes when the service cannot take it, so none is lost. */
  fallback: ErrorReporter;
}

/**
 * Sends each report as an event envelope to a Sentry-compatible ingest (Sentry, GlitchTip, Relay),
 * with Sentry's own protocol code. The event carries the store, route pattern, request id and the
 * error with personal data taken out; no URL, header, cookie or user.
 */
export function sentryReporter(options: SentryOptions): ErrorReporter {
  const dsn = makeDsn(options.dsn);
  if (!dsn) throw new Error("SENTRY_DSN is not a DSN like https://publickey@host/project");
  const endpoint = getEnvelopeEndpointWithUrlEncodedAuth(dsn);
  return {
    async report(report: ErrorReport) {
      const error = errorWithoutPersonalData(describeError(report.error));
      const event = {
        event_id: uuid4(),
        timestamp: Date.now() / 1000,
        platform: "javascript",
        level: "error" as const,
        logger: report.source,
        environment: options.environment,
        release: await options.release(),
        transaction: report.route,
        tags: { store: report.store, route: report.route, source: report.source, request_id: report.requestId },
        request: report.method ? { method: report.method } : undefined,
        exception: { values: [exceptionFromError(stackParser, Object.assign(new Error(error.message), error))] },
      };
      try {
        const response = await fetch(endpoint, { method: "POST", body: serializeEnvelope(createEventEnvelope(event, dsn)) as BodyInit, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`error-reporting service answered ${response.status}`);
      } catch (sendError) {
        await options.fallback.report(report);
        await options.fallback.report({ ...report, error: sendError, route: "error-reporting" });
      }
    },
  };
}
