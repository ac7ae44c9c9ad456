import { describe, expect, it } from "vitest";
import { offlineStandIn, requestPolicy, storeRelativePath } from "#app/offline/request-policy.ts";

const ORIGIN = "https://shop.example";
const navigate = { method: "GET", mode: "navigate" };
const fetchCall = { method: "GET", mode: "cors" };

describe("what the service worker keeps for offline use", () => {
  it.each([
    // Pages a shopper visits, and their data for client navigation.
    ["/", navigate, "page"],
    ["/soffor?brand=bergfors", navigate, "page"],
    ["/fi/p/SO-10105/hedda-sohva-105", navigate, "page"],
    ["/soffor.data", fetchCall, "page"],
    ["/dk.data", fetchCall, "page"],
    ["/_root.data", fetchCall, "page"],
    ["/wishlist", navigate, "page"],
    ["/__manifest?paths=%2Fsoffor&version=edf0518a", fetchCall, "page"],
    // The offline checkout and the queued orders: the same for everyone, filled in from this device.
    ["/offline/checkout", navigate, "page"],
    ["/dk/offline/orders", navigate, "page"],
    // Personal or transactional: never stored (a page the browser navigates to has a stand-in offline).
    ["/checkout", navigate, "private-page"],
    ["/dk/checkout", navigate, "private-page"],
    ["/checkout.data", fetchCall, "network"],
    ["/fi/my-account/orders", navigate, "private-page"],
    ["/MY-ACCOUNT/orders", navigate, "private-page"],
    ["/dk/Checkout.data", fetchCall, "network"],
    ["/confirmation?order=1", navigate, "private-page"],
    ["/payment-failed", navigate, "private-page"],
    ["/hosted-checkout/pay/abc", navigate, "private-page"],
    ["/create-password?token=x", navigate, "private-page"],
    ["/api/cart/pull?cartId=1", fetchCall, "network"],
    ["/api/user/me", fetchCall, "network"],
    ["/api/search?q=bord", fetchCall, "network"],
    ["/api/ext/vsf-deploy-refresher/version", fetchCall, "network"],
    ["/interface-language", navigate, "private-page"],
    ["/ops/cache/purge", fetchCall, "network"],
    ["/sw.js", fetchCall, "network"],
    ["/manifest.webmanifest", fetchCall, "network"],
    // The build and the pictures.
    ["/assets/entry.client-C6vCA7p_.js", fetchCall, "asset"],
    ["/media/product/SO-10105/1-852.svg?v=1", fetchCall, "picture"],
    ["/media/banner/1-780.svg?v=1", fetchCall, "picture"],
    ["/icons/icon-192.png", fetchCall, "picture"],
    ["/favicon.svg", fetchCall, "picture"],
  ] as const)("%s (%o) → %s", (path, request, policy) => {
    expect(requestPolicy(new URL(path, ORIGIN), ORIGIN, request)).toBe(policy);
  });

  it.each([
    ["a POST", new URL("/soffor", ORIGIN), { method: "POST", mode: "navigate" }],
    ["another origin", new URL("https://fonts.example/x.css"), fetchCall],
  ])("leaves %s to the network", (_, url, request) => {
    expect(requestPolicy(url, ORIGIN, request)).toBe("network");
  });

  it.each([
    ["/dk/checkout", "/checkout"],
    ["/dk", "/"],
    ["/dk.data", "/"],
    ["/dkx/soffor", "/dkx/soffor"],
    ["/checkout.data", "/checkout"],
    ["/", "/"],
  ])("%s is %s in its store", (path, relative) => {
    expect(storeRelativePath(path)).toBe(relative);
  });
});

describe("what stands in for a page not to be had offline", () => {
  it.each([
    ["/checkout", "/offline/checkout"],
    ["/dk/checkout", "/dk/offline/checkout"],
    ["/fi/my-account/orders", "/fi/offline"],
    ["/confirmation", "/offline"],
    ["/no/soffor", "/no/offline"],
  ])("%s → %s", (path, standIn) => {
    expect(offlineStandIn(path)).toBe(standIn);
  });
});
