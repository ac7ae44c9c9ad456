import { describe, expect, it } from "vitest";
import { LOCAL_CLIENT, clientAddress } from "#worker/security/client-address.ts";

describe("clientAddress: CF-Connecting-IP only behind Cloudflare, one local count elsewhere", () => {
  const request = (headers: Record<string, string>) => new Request("http://shop.test/api/user/login", { headers });
  it.each([
    ["behind Cloudflare, header set", true, { "cf-connecting-ip": "203.0.113.7" }, "203.0.113.7"],
    ["behind Cloudflare, IPv6", true, { "cf-connecting-ip": "2001:db8::1" }, "2001:db8::1"],
    ["behind Cloudflare, header missing", true, {}, LOCAL_CLIENT],
    ["behind Cloudflare, header blank", true, { "cf-connecting-ip": "  " }, LOCAL_CLIENT],
    ["locally, a header a client sent itself", false, { "cf-connecting-ip": "203.0.113.7" }, LOCAL_CLIENT],
    ["locally, no header", false, {}, LOCAL_CLIENT],
  ] as const)("%s → %s", (_label, behind, headers, address) => expect(clientAddress(request(headers), behind)).toBe(address));
});
