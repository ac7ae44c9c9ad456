/** One unexpected error, from the worker or a shopper's browser, with where it happened. */
export interface ErrorReport {
  /** What was thrown: an Error, any value, or a browser's error as {name, message, stack}. */
  error: unknown;
  source: "worker" | "browser";
  /** The request the error happened in (for a browser's error, the request that reported it). */
  requestId: string;
  /** The store code, or "unknown" when the error came before store routing. */
  store: string;
  /** The route pattern, e.g. "/p/:parentSku/:slug": never the address itself. */
  route: string;
  method?: string;
}

/** The error-reporting port: a Sentry-compatible service, or structured logs. Never throws. */
export interface ErrorReporter {
  report(report: ErrorReport): Promise<void>;
}

export interface DescribedError {
  name: string;
  message: string;
  stack?: string;
}

/** The name, message and stack of anything thrown. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    const { name, stack } = error as { name?: unknown; stack?: unknown };
    return { name: typeof name === "string" ? name : "Error", message: error.message, stack: typeof stack === "string" ? stack : undefined };
  }
  return { name: "Error", message: String(error) };
}
