import { describe, expect, it } from "vitest";
import { isBackendOutage, outageRetryAfterSeconds, OUTAGE_RETRY_AFTER_SECONDS } from "#core/errors/backend-outage.ts";

const marked = (marks: Record<string, unknown>) => Object.assign(new Error("x"), marks);

describe("isBackendOutage: what answers 503 with Retry-After rather than 500", () => {
  it.each([
    ["a backend adapter's outage", marked({ unavailable: true }), true],
    ["a Durable Object restarted mid-call (state.abort, a deploy)", marked({ durableObjectReset: true }), true],
    ["a Durable Object restarted, as its own code saw it", marked({ remote: true, durableObjectReset: true }), true],
    ["a transient error of the Durable Objects runtime", marked({ retryable: true }), true],
    ["an outside fetch given up on its timeout (workerd marks it retryable)", Object.assign(new DOMException("The operation was aborted due to timeout", "TimeoutError"), { retryable: true }), true],
    ["an overloaded Durable Object", marked({ overloaded: true }), true],
    ["a bug thrown by a Durable Object's own code", marked({ remote: true }), false],
    ["a plain error", new Error("boom"), false],
    ["a mark that is not exactly true", marked({ unavailable: "yes", retryable: 1 }), false],
    ["a thrown string", "down", false],
    ["null", null, false],
  ])("%s", (_, error, outage) => {
    expect(isBackendOutage(error)).toBe(outage);
  });
});

describe("outageRetryAfterSeconds: the Retry-After of an outage's 503", () => {
  it.each([
    ["a rate limit that resets in 7 s (X-Contentful-RateLimit-Reset)", marked({ unavailable: true, retryAfterSeconds: 7 }), 7],
    ["a reset given in part of a second, rounded up", marked({ unavailable: true, retryAfterSeconds: 2.2 }), 3],
    ["a reset of 0 s: at least a second", marked({ unavailable: true, retryAfterSeconds: 0 }), 1],
    ["an outage that says nothing", marked({ unavailable: true, retryAfterSeconds: null }), OUTAGE_RETRY_AFTER_SECONDS],
    ["a negative wait", marked({ unavailable: true, retryAfterSeconds: -5 }), OUTAGE_RETRY_AFTER_SECONDS],
    ["a wait that is not a number", marked({ unavailable: true, retryAfterSeconds: "7" }), OUTAGE_RETRY_AFTER_SECONDS],
    ["a Durable Object's transient error", marked({ retryable: true }), OUTAGE_RETRY_AFTER_SECONDS],
  ])("%s", (_, error, seconds) => {
    expect(outageRetryAfterSeconds(error)).toBe(seconds);
  });
});
