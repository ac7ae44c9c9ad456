import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { parseConfig, type Config } from "#worker/config.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The least a local shop needs: its origin and the embedded backend's token secret. */
const MINIMAL = { PUBLIC_ORIGIN: "http://localhost:8787", CUSTOMER_TOKEN_SECRET: "local-demo-customer-token-secret-change-me-0123456789" };
const UPSTREAM = { COMMERCE_BACKEND: "upstream", UPSTREAM_API_URL: "https://api.shop.example", UPSTREAM_STORE_IDS: "se=1,dk=2,no=3,fi=4" };
const HOSTED = { HOSTED_CHECKOUT_ORDER_URL: "https://pay.example/orders", HOSTED_CHECKOUT_CONFIRMATION_URL: "https://pay.example/confirmation", HOSTED_CHECKOUT_VALIDATE_URL: "https://pay.example/validate" };
const ZONE_ID = "0123456789abcdef0123456789abcdef";

const problemsOf = (change: Record<string, unknown>) => {
  const check = parseConfig({ ...MINIMAL, ...change });
  return check.ok ? [] : check.problems;
};
const configWith = (change: Record<string, unknown>): Config => {
  const check = parseConfig({ ...MINIMAL, ...change });
  if (!check.ok) throw new Error(check.problems.join("\n"));
  return check.config;
};

/** .dev.vars.example as wrangler reads it: NAME=value lines. */
const devVarsExample = Object.fromEntries(
  readFileSync(resolve(ROOT, ".dev.vars.example"), "utf8")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);
const varsOf = (env?: string) => unstable_readConfig({ config: resolve(ROOT, "wrangler.toml"), env }, { hideWarnings: true }).vars;

describe("the configuration the project ships (issue 33 item 5)", () => {
  it.each([["local (npm start)", undefined], ["staging", "staging"], ["production", "production"]])("%s: wrangler.toml's vars with .dev.vars.example's secrets have no problem", (_, env) => {
    const check = parseConfig({ ...varsOf(env), ...devVarsExample });
    expect(check.ok ? [] : check.problems).toEqual([]);
  });

  it("fills in every default around the two required settings", () => {
    expect(configWith({})).toEqual({
      publicOrigin: "http://localhost:8787",
      catalogToday: null,
      backend: { kind: "embedded", customerTokenSecret: MINIMAL.CUSTOMER_TOKEN_SECRET },
      cachePurgeToken: null,
      behindCloudflare: false,
      newsletterLinkSecret: MINIMAL.CUSTOMER_TOKEN_SECRET,
      hostedCheckout: { provider: "none" },
      invoiceProvider: null,
      carrier: null,
      captcha: null,
      tagManagerContainers: {},
      mail: { providerUrl: null, apiKey: null, from: "Nordic Garden & Home <no-reply@localhost>" },
      reviewService: { latencyMs: 0, down: false },
      errorReporting: { sentryDsn: null, environment: "development" },
      zonePurge: null,
      cacheClockMarginMs: 1000,
      content: { kind: "shop" },
    } satisfies Config);
  });
});

describe("each variable read into the configuration", () => {
  it.each<[string, Record<string, unknown>, (config: Config) => unknown, unknown]>([
    ["an origin with its trailing slash", { PUBLIC_ORIGIN: "https://shop.example/" }, (c) => c.publicOrigin, "https://shop.example"],
    ["a loopback origin with a port", { PUBLIC_ORIGIN: " http://127.0.0.1:8790 " }, (c) => c.publicOrigin, "http://127.0.0.1:8790"],
    ["a pinned today, a leap day", { CATALOG_TODAY: "2028-02-29" }, (c) => c.catalogToday, "2028-02-29"],
    ["tag-manager containers, spaced", { TAG_MANAGER_CONTAINERS: " se = GTM-ABC1234 , dk=GTM-XYZ9876," }, (c) => c.tagManagerContainers, { se: "GTM-ABC1234", dk: "GTM-XYZ9876" }],
    ["the built-in hosted-checkout provider", { HOSTED_CHECKOUT_BUILTIN: "1", HOSTED_CHECKOUT_API_KEY: "k" }, (c) => c.hostedCheckout, { provider: "builtin", apiKey: "k" }],
    ["the built-in provider switched off", { HOSTED_CHECKOUT_BUILTIN: "0" }, (c) => c.hostedCheckout, { provider: "none" }],
    ["a real provider, which wins over the built-in one", { ...HOSTED, HOSTED_CHECKOUT_BUILTIN: "1" }, (c) => c.hostedCheckout, { provider: "remote", orderUrl: "https://pay.example/orders", confirmationUrl: "https://pay.example/confirmation", validateUrl: "https://pay.example/validate", apiKey: null, timeoutMs: 8000 }],
    ["a payment provider's timeout", { ...HOSTED, HOSTED_CHECKOUT_TIMEOUT_MS: "2500" }, (c) => c.hostedCheckout.provider === "remote" && c.hostedCheckout.timeoutMs, 2500],
    ["a carrier's base URL, without its trailing slash", { CARRIER_API_URL: "https://carrier.example/api/", CARRIER_API_KEY: "ck" }, (c) => c.carrier, { url: "https://carrier.example/api", apiKey: "ck" }],
    ["an invoice provider", { INVOICE_PROVIDER_URL: "https://invoices.example" }, (c) => c.invoiceProvider, { url: "https://invoices.example", apiKey: null }],
    ["a captcha with Turnstile's endpoint", { CAPTCHA_SITE_KEY: "site", CAPTCHA_SECRET: "secret" }, (c) => c.captcha, { siteKey: "site", secret: "secret", verifyUrl: null }],
    ["a mail provider and sender", { MAIL_PROVIDER_URL: "https://mail.example/send", MAIL_FROM: "Shop <shop@example.com>" }, (c) => c.mail, { providerUrl: "https://mail.example/send", apiKey: null, from: "Shop <shop@example.com>" }],
    ["a slow review service", { REVIEW_SERVICE_LATENCY_MS: "400", REVIEW_SERVICE_DOWN: "0" }, (c) => c.reviewService, { latencyMs: 400, down: false }],
    ["a review service that is down", { REVIEW_SERVICE_DOWN: "1" }, (c) => c.reviewService, { latencyMs: 0, down: true }],
    ["error reports to Sentry", { SENTRY_DSN: "https://publickey@o1.ingest.sentry.io/42", DEPLOY_ENVIRONMENT: "staging" }, (c) => c.errorReporting, { sentryDsn: "https://publickey@o1.ingest.sentry.io/42", environment: "staging" }],
    ["Cloudflare's zone", { CLOUDFLARE_ZONE_ID: ZONE_ID, CLOUDFLARE_PURGE_TOKEN: "t", CLOUDFLARE_API_URL: "http://cloudflare-api.test/client/v4/" }, (c) => c.zonePurge, { zoneId: ZONE_ID, token: "t", apiUrl: "http://cloudflare-api.test/client/v4" }],
    ["the purge token", { CACHE_PURGE_TOKEN: "local-demo-purge-token" }, (c) => c.cachePurgeToken, "local-demo-purge-token"],
    ["behind Cloudflare", { BEHIND_CLOUDFLARE: "1" }, (c) => c.behindCloudflare, true],
    ["a newsletter link secret of its own", { NEWSLETTER_LINK_SECRET: "n".repeat(32) }, (c) => c.newsletterLinkSecret, "n".repeat(32)],
    ["no newsletter link secret with Magento and no token secret", { ...UPSTREAM, CUSTOMER_TOKEN_SECRET: "" }, (c) => c.newsletterLinkSecret, null],
    ["not behind Cloudflare when unset", {}, (c) => c.behindCloudflare, false],
    ["no clock margin on one machine", { CACHE_CLOCK_MARGIN_MS: "0" }, (c) => c.cacheClockMarginMs, 0],
    [
      "a Contentful space with Contentful's defaults",
      { CONTENTFUL_SPACE_ID: "abc123space", CONTENTFUL_DELIVERY_TOKEN: "delivery" },
      (c) => c.content,
      { kind: "contentful", spaceId: "abc123space", environment: "master", deliveryToken: "delivery", webhookSecret: null, apiUrl: "https://cdn.contentful.com", locales: { se: "sv-SE", dk: "da-DK", no: "nb-NO", fi: "fi-FI" }, timeoutMs: 2000 },
    ],
    [
      "a Contentful environment, one store's locale, a webhook secret and a stand-in's URL",
      { CONTENTFUL_SPACE_ID: "abc123space", CONTENTFUL_DELIVERY_TOKEN: "delivery", CONTENTFUL_ENVIRONMENT: "staging", CONTENTFUL_LOCALES: " fi = sv-FI ", CONTENTFUL_WEBHOOK_SECRET: "s".repeat(64), CONTENTFUL_API_URL: "http://contentful.test/", CONTENTFUL_TIMEOUT_MS: "500" },
      (c) => c.content,
      { kind: "contentful", spaceId: "abc123space", environment: "staging", deliveryToken: "delivery", webhookSecret: "s".repeat(64), apiUrl: "http://contentful.test", locales: { se: "sv-SE", dk: "da-DK", no: "nb-NO", fi: "sv-FI" }, timeoutMs: 500 },
    ],
    [
      "the upstream backend, with vue-storefront-api's defaults",
      { ...UPSTREAM, CUSTOMER_TOKEN_SECRET: "" },
      (c) => c.backend,
      {
        kind: "upstream",
        upstream: {
          baseUrl: "https://api.shop.example",
          deadlineMs: 5000,
          storeIds: { se: 1, dk: 2, no: 3, fi: 4 },
          // No media host: the shop draws its pictures.
          catalog: { indexPrefix: "vue_storefront_catalog", pricesIncludeTax: true, photos: false },
          mediaUrl: null,
          shippingMethods: { flatrate: { carrier: "flatrate", method: "flatrate" } },
          paymentMethods: { cashondelivery: "cashondelivery" },
        },
      },
    ],
    ["Magento's store ids, spaced and in any order", { ...UPSTREAM, UPSTREAM_STORE_IDS: " fi=7, no = 3,dk=5 ,se=1," }, (c) => c.backend.kind === "upstream" && c.backend.upstream.storeIds, { se: 1, dk: 5, no: 3, fi: 7 }],
    [
      "Magento's delivery methods",
      { ...UPSTREAM, UPSTREAM_SHIPPING_METHODS: "home_delivery=flatrate_flatrate, pickup_point=tablerate_best_way" },
      (c) => c.backend.kind === "upstream" && c.backend.upstream.shippingMethods,
      { home_delivery: { carrier: "flatrate", method: "flatrate" }, pickup_point: { carrier: "tablerate", method: "best_way" } },
    ],
    [
      "Magento's payment methods",
      { ...UPSTREAM, UPSTREAM_PAYMENT_METHODS: "cashondelivery=cashondelivery,invoice_later=banktransfer,hosted_checkout=checkmo" },
      (c) => c.backend.kind === "upstream" && c.backend.upstream.paymentMethods,
      { cashondelivery: "cashondelivery", invoice_later: "banktransfer", hosted_checkout: "checkmo" },
    ],
    [
      "payment methods named alone take their Magento code from the payment-method registry",
      { ...UPSTREAM, UPSTREAM_PAYMENT_METHODS: "cashondelivery, hosted_checkout" },
      (c) => c.backend.kind === "upstream" && c.backend.upstream.paymentMethods,
      { cashondelivery: "cashondelivery", hosted_checkout: "checkmo" },
    ],
    [
      "another Magento code for a payment method",
      { ...UPSTREAM, UPSTREAM_PAYMENT_METHODS: "invoice_later=purchaseorder" },
      (c) => c.backend.kind === "upstream" && c.backend.upstream.paymentMethods,
      { invoice_later: "purchaseorder" },
    ],
    ["another catalog index, prices without tax", { ...UPSTREAM, UPSTREAM_INDEX_PREFIX: "shop_catalog", UPSTREAM_PRICES_INCLUDE_TAX: "0", UPSTREAM_TIMEOUT_MS: "2500" }, (c) => c.backend.kind === "upstream" && [c.backend.upstream.catalog, c.backend.upstream.deadlineMs], [{ indexPrefix: "shop_catalog", pricesIncludeTax: false, photos: false }, 2500]],
    [
      "Magento's media host: its photos are shown, the URL without its trailing slash",
      { ...UPSTREAM, UPSTREAM_MEDIA_URL: "https://magento.example/media/catalog/product/" },
      (c) => c.backend.kind === "upstream" && [c.backend.upstream.mediaUrl, c.backend.upstream.catalog.photos],
      ["https://magento.example/media/catalog/product", true],
    ],
  ])("%s", (_, change, read, expected) => {
    expect(read(configWith(change))).toEqual(expected);
  });
});

describe("one problem per bad variable, named with why", () => {
  it.each<[string, string, RegExp, Record<string, string>?]>([
    ["PUBLIC_ORIGIN", "", /must be set to the shop's public origin/],
    ["PUBLIC_ORIGIN", "shop.example", /must be an http\(s\) origin/],
    ["PUBLIC_ORIGIN", "ftp://shop.example", /must be an http\(s\) origin/],
    ["PUBLIC_ORIGIN", "https://shop.example/shop", /must be an origin alone \(scheme, host and port: https:\/\/shop\.example\), without a path/],
    ["PUBLIC_ORIGIN", "https://shop.example/?utm=1", /must be an origin alone/],
    ["PUBLIC_ORIGIN", "https://admin:pw@shop.example", /must be an origin alone/],
    ["CATALOG_TODAY", "2026-02-30", /must be a date as YYYY-MM-DD, or empty for today, not "2026-02-30"/],
    ["CATALOG_TODAY", "15.06.2026", /YYYY-MM-DD/],
    ["LEGACY_CART_IDS_UNTIL", "2026-12-32", /must be a date as YYYY-MM-DD, or empty for no window for UUID-named carts, not "2026-12-32"/],
    ["COMMERCE_BACKEND", "magento", /must be "embedded" or "upstream", not "magento"/],
    ["CUSTOMER_TOKEN_SECRET", "too-short", /must be at least 32 characters/],
    ["CACHE_PURGE_TOKEN", "short", /must be at least 16 characters/],
    ["CONTENTFUL_SPACE_ID", "My Space", /must be a Contentful space id/, { CONTENTFUL_DELIVERY_TOKEN: "t" }],
    ["CONTENTFUL_ENVIRONMENT", "a b", /must be a Contentful environment id/],
    ["CONTENTFUL_WEBHOOK_SECRET", "short", /exactly 64 characters/],
    ["CONTENTFUL_WEBHOOK_SECRET", `${"a".repeat(63)}!`, /exactly 64 characters/],
    ["CONTENTFUL_LOCALES", "xx=sv-SE", /"xx" is not a store code/],
    ["CONTENTFUL_LOCALES", "se=swedish please", /must be a locale code like sv-SE/],
    ["CONTENTFUL_API_URL", "cdn.contentful.com", /must be the http\(s\) URL of Contentful's Content Delivery API/],
    ["CONTENTFUL_TIMEOUT_MS", "50", /must be whole milliseconds from 100 to 30000/],
    ["UPSTREAM_API_URL", "ftp://api.shop.example", /must be the http\(s\) URL of vue-storefront-api/, UPSTREAM],
    ["UPSTREAM_API_URL", "api.shop.example", /must be the http\(s\) URL of vue-storefront-api/, UPSTREAM],
    ["UPSTREAM_STORE_IDS", "se=1,dk=2", /missing: no, fi/, UPSTREAM],
    ["UPSTREAM_STORE_IDS", "se=1,dk=2,no=abc,fi=4", /the Magento store id of no must be a whole number, not "abc"/, UPSTREAM],
    ["UPSTREAM_STORE_IDS", "se=1,dk=2,no=3,fi=4,xx=9", /"xx" is not a store code/, UPSTREAM],
    ["UPSTREAM_INDEX_PREFIX", "../admin", /must be an index name/, UPSTREAM],
    ["UPSTREAM_PRICES_INCLUDE_TAX", "yes", /must be "1" or "0", not "yes"/, UPSTREAM],
    ["UPSTREAM_TIMEOUT_MS", "10s", /must be whole milliseconds from 100 to 30000, not "10s"/, UPSTREAM],
    ["UPSTREAM_MEDIA_URL", "magento.example/media", /must be the http\(s\) URL of Magento's catalog media/, UPSTREAM],
    ["UPSTREAM_TIMEOUT_MS", "60000", /from 100 to 30000/, UPSTREAM],
    ["UPSTREAM_SHIPPING_METHODS", "express=flatrate_flatrate", /"express" is not a method the shop offers/, UPSTREAM],
    ["UPSTREAM_SHIPPING_METHODS", "flatrate=flatrate", /must be Magento's carrier_method/, UPSTREAM],
    ["UPSTREAM_SHIPPING_METHODS", "flatrate=Flat Rate", /"Flat Rate" is not a Magento method code/, UPSTREAM],
    ["UPSTREAM_PAYMENT_METHODS", "paypal=paypal_express", /"paypal" is not a method the shop offers/, UPSTREAM],
    ["HOSTED_CHECKOUT_ORDER_URL", "pay.example/orders", /must be the http\(s\) URL of the hosted-checkout provider's order endpoint/, HOSTED],
    ["HOSTED_CHECKOUT_CONFIRMATION_URL", "/confirmation", /confirmation endpoint/, HOSTED],
    ["HOSTED_CHECKOUT_VALIDATE_URL", "validate", /validate endpoint/, HOSTED],
    ["HOSTED_CHECKOUT_BUILTIN", "yes", /must be "1" \(on\), "0" or empty \(off\), not "yes"/],
    ["INVOICE_PROVIDER_URL", "invoices.example", /must be the http\(s\) URL of the invoice provider/],
    ["CARRIER_API_URL", "carrier", /must be the http\(s\) URL of the carrier's stores API/],
    ["CAPTCHA_VERIFY_URL", "siteverify", /must be the http\(s\) URL of a captcha siteverify endpoint/],
    ["TAG_MANAGER_CONTAINERS", "se=UA-12345-1", /the container of se must be a tag-manager container id like GTM-ABC1234, not "UA-12345-1"/],
    ["TAG_MANAGER_CONTAINERS", 'se=GTM-x"><script>', /must be a tag-manager container id/],
    ["TAG_MANAGER_CONTAINERS", "xx=GTM-ABC1234", /"xx" is not a store code/],
    ["TAG_MANAGER_CONTAINERS", "se=GTM-ABC1234,se=GTM-XYZ9876", /names the container of se twice/],
    ["MAIL_PROVIDER_URL", "mail.example", /must be the http\(s\) URL of the mail provider/],
    ["MAIL_FROM", "shop", /must be an address/],
    ["MAIL_FROM", "Shop <shop>", /must be an address/],
    ["REVIEW_SERVICE_LATENCY_MS", "fast", /must be whole milliseconds from 0 to 120000, not "fast"/],
    ["CACHE_CLOCK_MARGIN_MS", "-5", /must be whole milliseconds from 0 to 60000, not "-5"/],
    ["REVIEW_SERVICE_LATENCY_MS", "-1", /from 0 to 120000/],
    ["REVIEW_SERVICE_DOWN", "true", /must be "1" \(on\), "0" or empty \(off\)/],
    ["SENTRY_DSN", "https://errors.example/42", /must be a DSN like https:\/\/publickey@host\/project/],
    ["SENTRY_DSN", "https://key@errors.example/project", /must be a DSN/],
    ["DEPLOY_ENVIRONMENT", "prod/eu", /must be a name of letters, digits, - and _/],
    ["CLOUDFLARE_ZONE_ID", "shop.example", /must be the zone's id \(32 hex digits/, { CLOUDFLARE_PURGE_TOKEN: "t" }],
    ["CLOUDFLARE_API_URL", "api.cloudflare.com", /must be the http\(s\) URL of Cloudflare's API/],
    ["BEHIND_CLOUDFLARE", "yes", /must be "1" \(on\), "0" or empty \(off\)/],
  ])("%s = %j", (name, value, why, context = {}) => {
    const problems = problemsOf({ ...context, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
    expect(problems[0]).toMatch(why);
  });

  it("names a variable that is not text", () => {
    expect(problemsOf({ PUBLIC_ORIGIN: 8787 })).toEqual(["PUBLIC_ORIGIN: must be text"]);
  });
});

describe("settings that need each other", () => {
  it.each<[string, Record<string, string>, string[]]>([
    ["the upstream backend without its URL and store ids", { COMMERCE_BACKEND: "upstream" }, ["UPSTREAM_API_URL: must be the http(s) URL of vue-storefront-api when COMMERCE_BACKEND is upstream", 'UPSTREAM_STORE_IDS: must name the Magento store id of every store ("se=1,dk=2,no=3,fi=4") when COMMERCE_BACKEND is upstream']],
    ["the embedded backend without its token secret", { CUSTOMER_TOKEN_SECRET: "" }, ["CUSTOMER_TOKEN_SECRET: must be set to at least 32 random characters: it signs customers' sign-ins (.dev.vars locally, `wrangler secret put` when deployed)"]],
    ["the upstream backend without a token secret (Magento signs its customers in)", { ...UPSTREAM, CUSTOMER_TOKEN_SECRET: "" }, []],
    ["a provider's order endpoint alone", { HOSTED_CHECKOUT_ORDER_URL: HOSTED.HOSTED_CHECKOUT_ORDER_URL }, [
      "HOSTED_CHECKOUT_CONFIRMATION_URL: must be set too: a hosted-checkout provider needs all of HOSTED_CHECKOUT_ORDER_URL, HOSTED_CHECKOUT_CONFIRMATION_URL, HOSTED_CHECKOUT_VALIDATE_URL",
      "HOSTED_CHECKOUT_VALIDATE_URL: must be set too: a hosted-checkout provider needs all of HOSTED_CHECKOUT_ORDER_URL, HOSTED_CHECKOUT_CONFIRMATION_URL, HOSTED_CHECKOUT_VALIDATE_URL",
    ]],
    ["a provider's validate endpoint alone", { HOSTED_CHECKOUT_VALIDATE_URL: HOSTED.HOSTED_CHECKOUT_VALIDATE_URL }, [
      "HOSTED_CHECKOUT_ORDER_URL: must be set too: a hosted-checkout provider needs all of HOSTED_CHECKOUT_ORDER_URL, HOSTED_CHECKOUT_CONFIRMATION_URL, HOSTED_CHECKOUT_VALIDATE_URL",
      "HOSTED_CHECKOUT_CONFIRMATION_URL: must be set too: a hosted-checkout provider needs all of HOSTED_CHECKOUT_ORDER_URL, HOSTED_CHECKOUT_CONFIRMATION_URL, HOSTED_CHECKOUT_VALIDATE_URL",
    ]],
    ["a zone id without its purge token", { CLOUDFLARE_ZONE_ID: ZONE_ID }, ["CLOUDFLARE_PURGE_TOKEN: must be set with CLOUDFLARE_ZONE_ID: purges are forwarded to Cloudflare only with both"]],
    ["a purge token without its zone id", { CLOUDFLARE_PURGE_TOKEN: "t" }, ["CLOUDFLARE_ZONE_ID: must be set with CLOUDFLARE_PURGE_TOKEN: purges are forwarded to Cloudflare only with both"]],
    ["a captcha site key without its secret", { CAPTCHA_SITE_KEY: "site" }, ["CAPTCHA_SECRET: must be set with CAPTCHA_SITE_KEY: the review form's captcha needs both: the widget's key and the secret that checks its answers"]],
    ["a Contentful space without its delivery token", { CONTENTFUL_SPACE_ID: "abc123space" }, ["CONTENTFUL_DELIVERY_TOKEN: must be set with CONTENTFUL_SPACE_ID: the Content Delivery API is read with the space's delivery token"]],
    ["a delivery token without its space", { CONTENTFUL_DELIVERY_TOKEN: "t" }, ["CONTENTFUL_SPACE_ID: must be set with CONTENTFUL_DELIVERY_TOKEN: the Content Delivery API is read with the space's delivery token"]],
    ["a captcha secret without its site key", { CAPTCHA_SECRET: "secret" }, ["CAPTCHA_SITE_KEY: must be set with CAPTCHA_SECRET: the review form's captcha needs both: the widget's key and the secret that checks its answers"]],
  ])("%s", (_, change, problems) => {
    expect(problemsOf(change)).toEqual(problems);
  });
});

describe("the report", () => {
  it("lists every problem at once: each variable's own, then those between variables", () => {
    const problems = problemsOf({ PUBLIC_ORIGIN: "https://shop.example/shop", CUSTOMER_TOKEN_SECRET: "short", COMMERCE_BACKEND: "upstream", UPSTREAM_API_URL: "not a URL", CLOUDFLARE_ZONE_ID: "shop.example" });
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(":")))).toEqual(["PUBLIC_ORIGIN", "CUSTOMER_TOKEN_SECRET", "UPSTREAM_API_URL", "CLOUDFLARE_ZONE_ID", "UPSTREAM_STORE_IDS", "CLOUDFLARE_PURGE_TOKEN"]);
  });

  it("never quotes a secret, nor a URL that could carry credentials", () => {
    const marker = "Sekr1t";
    const problems = problemsOf({
      CUSTOMER_TOKEN_SECRET: marker,
      CACHE_PURGE_TOKEN: marker,
      SENTRY_DSN: `https://${marker}@errors.example/project`,
      CLOUDFLARE_PURGE_TOKEN: marker,
      CAPTCHA_SECRET: marker,
      HOSTED_CHECKOUT_API_KEY: marker,
      MAIL_PROVIDER_URL: `ftp://user:${marker}@mail.example`,
      UPSTREAM_API_URL: `ftp://user:${marker}@api.example`,
    });
    expect(problems.length).toBeGreaterThanOrEqual(7);
    for (const problem of problems) expect(problem).not.toContain(marker);
  });
});
