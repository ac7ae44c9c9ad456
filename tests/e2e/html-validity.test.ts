import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, inject, it } from "vitest";
import { discoverPageTypes, fetchHtml } from "../support/page-types.ts";

const baseUrl = inject("baseUrl");
const pages = await discoverPageTypes(baseUrl);

/**
 * Spec conformance (html-validate:standard) of the complete document a crawler gets. No browser is needed,
 * but html-validate is: it runs in Node here, as it cannot in the worker tests' workerd (its schema
 * validator, ajv, is a CommonJS package the workerd module runner cannot import). No rule
 * needed switching off for React's output so far; any that does is listed here with the reason.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
});

const describeMessage = (m: Message) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}${m.selector ? ` (${m.selector})` : ""}`;

describe("every page type is valid HTML", () => {
  it.each(pages)("$name ($path)", async ({ path, status: expectedStatus }) => {
    const { status, html } = await fetchHtml(baseUrl, path);
    expect(status, `${path} answered ${status}`).toBe(expectedStatus);
    const report = await validator.validateString(html, path);
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    expect(errors.map(describeMessage), `html-validate found errors in ${path}`).toEqual([]);
  });
});
