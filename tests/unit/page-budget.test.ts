import { describe, expect, it } from "vitest";
import { chunkName, firstLoadModules, inlineWeight, limitFor, overBudget, type Metric, type MetricBudget, type PageWeight } from "../support/page-budget.ts";

const budget = (limit: number): Record<Metric, MetricBudget> => ({
  firstLoadJsGzip: { limit, target: null },
  inlineCss: { limit, target: null },
  htmlRaw: { limit, target: null },
  htmlGzip: { limit, target: null },
  inlineScripts: { limit, target: null },
});
const weight = (value: number, changes: Partial<PageWeight> = {}): PageWeight => ({ firstLoadJsGzip: value, inlineCss: value, htmlRaw: value, htmlGzip: value, inlineScripts: value, ...changes });

describe("overBudget", () => {
  it.each([
    ["everything at its limit", weight(10), []],
    ["everything below", weight(9.9), []],
    ["one metric over", weight(10, { inlineCss: 10.05 }), [{ metric: "inlineCss", measured: 10.05, limit: 10 }]],
    ["two over, in the metrics' order", weight(10, { inlineScripts: 12, firstLoadJsGzip: 11 }), [
      { metric: "firstLoadJsGzip", measured: 11, limit: 10 },
      { metric: "inlineScripts", measured: 12, limit: 10 },
    ]],
  ] as const)("%s", (_, measured, expected) => {
    expect(overBudget(measured, budget(10))).toEqual(expected);
  });
});

describe("limitFor", () => {
  it.each([
    [100, 3, 103],
    [129.9, 3, 133.8],
    [10, 0, 10],
    [0.01, 3, 0.1],
  ])("%s kB with %s %% → %s kB", (measured, margin, limit) => {
    expect(limitFor(measured, margin)).toBe(limit);
  });
});

describe("chunkName", () => {
  it.each([
    ["/assets/framework-B2x9_kQz.js", "framework"],
    ["/assets/resolved-page-CnJb-x2Q.js", "resolved-page"],
    ["/assets/entry.client-AbCdEf12.js", "entry.client"],
    ["/assets/noHash.js", "noHash.js"],
  ])("%s → %s", (url, name) => {
    expect(chunkName(url)).toBe(name);
  });
});

describe("inlineWeight", () => {
  it.each([
    ["no inline code", '<script src="/a.js"></script><link rel="stylesheet" href="/s.css">', 0, 0],
    ["a stylesheet and a script", "<style>abcd</style><script>12345678</script>", 4, 8],
    ["hydration data and JSON-LD both count, a src script not", '<script type="application/ld+json">{}</script><script nonce="n">xx</script><script type="module" src="/e.js"></script>', 0, 4],
    ["bytes, not characters", "<style>åäö</style>", 6, 0],
  ])("%s", (_, html, cssBytes, scriptBytes) => {
    expect(inlineWeight(html)).toEqual({ inlineCss: cssBytes / 1024, inlineScripts: scriptBytes / 1024 });
  });
});

describe("firstLoadModules", () => {
  it.each([
    ["the after-paint list", '<script data-preload-after-paint>p(["/assets/a-11111111.js","/assets/b-22222222.js"])</script>', ["/assets/a-11111111.js", "/assets/b-22222222.js"]],
    ["a rendered page's module script", '<script type="module">import "/assets/m-33333333.js"; import * as r from "/assets/r-44444444.js"; import("/assets/e-55555555.js")</script>', ["/assets/e-55555555.js", "/assets/m-33333333.js", "/assets/r-44444444.js"]],
    ["a stored page's escaped module script, once each", '<script>s.textContent="import(\\"/assets/e-55555555.js\\")"</script><script data-preload-after-paint>["/assets/e-55555555.js"]</script>', ["/assets/e-55555555.js"]],
    ["no scripts", "<p>hi</p>", []],
  ])("%s", (_, html, modules) => {
    expect(firstLoadModules(html)).toEqual(modules);
  });
});
