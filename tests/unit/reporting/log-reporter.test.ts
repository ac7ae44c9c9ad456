import { afterEach, describe, expect, it, vi } from "vitest";
import { logReporter } from "#worker/reporting/log-reporter.ts";

afterEach(() => vi.restoreAllMocks());

describe("logReporter (no DSN: one structured log line per error, for Workers observability)", () => {
  it("logs the request id, store, route, method and the error without personal data", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await logReporter.report({ error: new TypeError("no order for kund@example.se"), source: "worker", requestId: "8f1c2a3b4d5e6f70-ARN", store: "se", route: "/my-account", method: "GET" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({
      level: "error",
      message: "unhandled error",
      source: "worker",
      requestId: "8f1c2a3b4d5e6f70-ARN",
      store: "se",
      route: "/my-account",
      method: "GET",
      error: { name: "TypeError", message: "no order for [email]", stack: expect.stringContaining("TypeError: no order for [email]") },
    });
  });

  it("logs anything thrown, not only errors", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await logReporter.report({ error: "plain string", source: "browser", requestId: "r", store: "fi", route: "/fi" });
    expect(log.mock.calls[0]![0]).toMatchObject({ source: "browser", error: { name: "Error", message: "plain string" } });
  });
});
