import type { ErrorReport, ErrorReporter } from "./error-report.ts";
import { describeError } from "./error-report.ts";
import { errorWithoutPersonalData } from "./personal-data.ts";

/** One structured log line per report, which Workers observability indexes by its fields. */
export function logEntry(report: ErrorReport) {
  return {
    level: "error",
    message: "unhandled error",
    source: report.source,
    requestId: report.requestId,
    store: report.store,
    route: report.route,
    ...(report.method ? { method: report.method } : {}),
    error: errorWithoutPersonalData(describeError(report.error)),
  };
}

export const logReporter: ErrorReporter = {
  async report(report) {
    console.error(logEntry(report));
  },
};
