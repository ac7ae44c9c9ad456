import { describe, expect, it } from "vitest";
import { readAnswer } from "#worker/commerce/upstream/answer.ts";
import { CHANGE_DEADLINE_FACTOR, MIN_TRY_MS, RETRY_DELAYS_MS, deadlineOf, retryPause } from "#worker/commerce/upstream/deadline.ts";

/** Express's finalhandler page for a route vue-storefront-api does not have (docs/upstream-contract.md section 0). */
const EXPRESS_404 = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET /api/catalog/vue_storefront_catalog/product/_search</pre>\n</body>\n</html>\n';
const json = (value: unknown) => JSON.stringify(value);

describe("one answer of vue-storefront-api: a result, its refusal, or not the API at all", () => {
  it.each([
    ["the envelope's result", 200, json({ code: 200, result: { id: 7 } }), { kind: "result", result: { id: 7 }, meta: undefined }],
    ["the envelope's meta beside it (a sign-in's refresh token)", 200, json({ code: 200, result: "token", meta: { refreshToken: "r" } }), { kind: "result", result: "token", meta: { refreshToken: "r" } }],
    ["Elasticsearch's JSON, which has no envelope", 200, json({ hits: { total: 0, hits: [] } }), { kind: "result", result: { hits: { total: 0, hits: [] } }, meta: undefined }],
    ["the URL map's null for no match", 200, "null", { kind: "result", result: null, meta: undefined }],
    ["a refusal with Magento's status", 404, json({ code: 404, result: "No such entity with cartId = 5" }), { kind: "refused", status: 404, message: "No such entity with cartId = 5" }],
    ["a 500 with the API's message (an order's step)", 500, json({ code: 500, result: "Error placing an order. Not enough stock" }), { kind: "refused", status: 500, message: "Error placing an order. Not enough stock" }],
    ["an older route's refusal, its meaning inside a 500", 500, json({ code: 500, result: { errorMessage: "No such entity with cartId = 5712", code: 404 } }), { kind: "refused", status: 404, message: "No such entity with cartId = 5712" }],
    ["an error object that serialized to {}", 500, json({ code: 500, result: {} }), { kind: "refused", status: 500, message: "answered 500" }],
    ["an envelope saying no inside a 200", 200, json({ code: 400, result: "Invalid signature" }), { kind: "refused", status: 400, message: "Invalid signature" }],
    ["Elasticsearch's own error", 400, json({ error: { type: "parsing_exception" }, message: "bad query" }), { kind: "refused", status: 400, message: "bad query" }],
  ])("%s", (_, status, body, expected) => {
    expect(readAnswer(status, "application/json; charset=utf-8", body)).toEqual(expected);
  });

  it.each([
    ["Express's HTML 404 for a wrong base URL", 404, "text/html; charset=utf-8", EXPRESS_404, "Cannot GET /api/catalog/vue_storefront_catalog/product/_search"],
    ["a proxy's error page", 502, "text/html", "<html><body><h1>502 Bad Gateway</h1>\n<hr>nginx</body></html>", "502 Bad Gateway nginx"],
    ["an HTML page answered 200 (a web server's default page)", 200, "text/html", "<html><body>It works!</body></html>", "It works!"],
    ["an empty body", 204, null, "", ""],
  ])("%s is not the API's answer, whatever its status", (_, status, contentType, body, excerpt) => {
    expect(readAnswer(status, contentType, body)).toEqual({ kind: "misrouted", status, contentType: contentType ?? "no Content-Type", excerpt });
  });
});

describe("one deadline per page render or API request", () => {
  it.each([
    ["a page render or read", false, 5_000, 1_005_000],
    ["a request that changes something", true, 5_000, 1_000_000 + 5_000 * CHANGE_DEADLINE_FACTOR],
  ])("%s", (_, changes, readDeadlineMs, expected) => {
    expect(deadlineOf({ startedAt: 1_000_000, changes }, readDeadlineMs)).toBe(expected);
  });

  it.each([
    ["after the first try, with room", 1, 5_000, RETRY_DELAYS_MS[0]],
    ["after the second try, with room", 2, 5_000, RETRY_DELAYS_MS[1]],
    ["never a fourth try", 3, 5_000, null],
    ["not when the pause would leave less than a try's worth", 1, RETRY_DELAYS_MS[0] + MIN_TRY_MS - 1, null],
    ["exactly a try's worth left after the pause", 1, RETRY_DELAYS_MS[0] + MIN_TRY_MS, RETRY_DELAYS_MS[0]],
    ["not after a timeout, which spent the deadline", 1, 0, null],
  ])("a read is tried again %s", (_, failedTries, remainingMs, expected) => {
    expect(retryPause(failedTries, remainingMs)).toBe(expected);
  });
});
