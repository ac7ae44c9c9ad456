import { describe, expect, it } from "vitest";
import { isLoopbackAlias } from "#worker/middleware/public-origin.ts";

describe("the local shop under another of the machine's names (issue 33 item 5)", () => {
  it.each([
    ["the address `npm start` prints, for the configured localhost", "http://127.0.0.1:8787/soffor?sort=price", "http://localhost:8787", true],
    ["localhost, for a configured 127.0.0.1 (the browser tests)", "http://localhost:8790/", "http://127.0.0.1:8790", true],
    ["IPv6 loopback", "http://[::1]:8787/", "http://localhost:8787", true],
    ["the public origin itself", "http://localhost:8787/", "http://localhost:8787", false],
    ["another port: another server", "http://127.0.0.1:8788/", "http://localhost:8787", false],
    ["another scheme", "https://127.0.0.1:8787/", "http://localhost:8787", false],
    ["a loopback Host at a deployed shop: never trusted", "http://127.0.0.1/", "https://shop.example", false],
    ["another host at a local shop", "http://shop.example:8787/", "http://localhost:8787", false],
  ])("%s", (_, url, publicOrigin, alias) => {
    expect(isLoopbackAlias(new URL(url), publicOrigin)).toBe(alias);
  });
});
