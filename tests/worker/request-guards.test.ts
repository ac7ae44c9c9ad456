import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";

async function get(path: string, init: RequestInit = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

describe("request guards", () => {
  it.each([
    ["/%E0%A4%A", 400, /malformed percent-encoding/],
    ["/dk/%zz", 400, /malformed percent-encoding/],
    [`/${"a".repeat(2100)}`, 414, /longer than 2048 bytes/],
  ])("%s answers %i with a message", async (path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
  });

  it.each([
    ["//soffor//x?utm_source=a", "/soffor/x?utm_source=a"],
    ["///evil.example/path", "/evil.example/path"],
    ["/dk//", "/dk/"],
  ])("collapses slash runs in %s with a 301 to a same-origin path", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each(["PUT", "DELETE", "PATCH"])("rejects %s on pages with 405 and an Allow header", async (method) => {
    const response = await get("/", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
    expect(await response.text()).toContain(method);
  });

  it("puts Server-Timing on every response, errors included", async () => {
    for (const path of ["/", "/%E0%A4%A", "/no-such-page-at-all", "/favicon-missing.svg"]) {
      const response = await get(path);
      expect(response.headers.get("server-timing"), path).toMatch(/total;dur=/);
    }
  });
});

describe("React Router's route discovery", () => {
  it("may send long /__manifest queries, which the 2 kB page cap does not apply to", async () => {
    const paths = Array.from({ length: 60 }, (_, i) => `/p/SKU-${i}/a-long-product-slug-${i}`).join(",");
    const response = await SELF.fetch(`http://shop.test/__manifest?paths=${encodeURIComponent(paths)}&version=x`);
    expect(response.status).not.toBe(414);
  });
});
