/**
 * The shop's configuration: every variable of wrangler.toml's [vars] and every secret (.dev.vars
 * locally, `wrangler secret put` when deployed), read by one zod schema once per environment. A
 * missing or malformed variable is a problem that names the variable and says why; all of them are
 * reported together, before any request is served (middleware/checked-config.ts), instead of one
 * at a time by the first request that happens to read it. A secret's value is never part of a problem.
 */
import { z } from "zod";
import { CONTAINER_ID } from "#core/analytics/tag-manager.ts";
import { DEFAULT_PAYMENT_METHOD, paymentMethodOf } from "#core/payments/payment-methods.ts";
import { STORE_CODES, isStoreCode, type StoreCode } from "#core/stores.ts";
import type { MethodMap, UpstreamConfig } from "./commerce/upstream/config.ts";
import { DEFAULT_DEADLINE_MS } from "./commerce/upstream/deadline.ts";

/** A provider's HTTP API: its base URL (no trailing slash) and its bearer key. */
export interface ServiceEndpoint {
  url: string;
  apiKey: string | null;
}

/** Which hosted-checkout provider takes payments: a real one, the built-in test one, or none (not offered). */
export type HostedCheckoutConfig =
  | { provider: "remote"; orderUrl: string; confirmationUrl: string; validateUrl: string; apiKey: string | null; timeoutMs: number }
  | { provider: "builtin"; apiKey: string | null }
  | { provider: "none" };

/**
 * Where content pages, navigation, footer and home banners come from: the shop's own (the commerce backend's D1), or a
 * Contentful space read through its Content Delivery API in each store's locale.
 */
export type ContentSourceConfig =
  | { kind: "shop" }
  | { kind: "contentful"; spaceId: string; environment: string; deliveryToken: string; webhookSecret: string | null; apiUrl: string; locales: Record<StoreCode, string>; timeoutMs: number };

/** The embedded backend signs customers' access tokens with its secret; the upstream one is Magento's. */
export type BackendConfig = { kind: "embedded"; customerTokenSecret: string } | { kind: "upstream"; upstream: UpstreamConfig };

export interface Config {
  /** The shop's public origin, e.g. https://shop.example: every absolute URL is built from it. */
  publicOrigin: string;
  /** A pinned "today" (YYYY-MM-DD) for special-price windows; null: the real date. */
  catalogToday: string | null;
  backend: BackendConfig;
  /** Bearer token of /ops and key of /invalidate; null: those endpoints refuse. */
  cachePurgeToken: string | null;
  hostedCheckout: HostedCheckoutConfig;
  /** A real invoice provider; null: the shop's own credit rules. */
  invoiceProvider: ServiceEndpoint | null;
  /** A real carrier's stores API; null: the built-in carrier's pickup points. */
  carrier: ServiceEndpoint | null;
  /** A siteverify captcha on the review form; null: the local check, which lets every form pass. */
  captcha: { siteKey: string; secret: string; verifyUrl: string | null } | null;
  tagManagerContainers: Partial<Record<StoreCode, string>>;
  mail: { providerUrl: string | null; apiKey: string | null; from: string };
  /** The embedded review source made slow or down on purpose (drills, the bench). */
  reviewService: { latencyMs: number; down: boolean };
  errorReporting: { sentryDsn: string | null; environment: string };
  /**
   * Signs the newsletter's unsubscribe links (security/newsletter-link.ts): NEWSLETTER_LINK_SECRET, else
   * CUSTOMER_TOKEN_SECRET (the messages are told apart by their purpose); null: no signed links.
   */
  newsletterLinkSecret: string | null;
  /** Deployed behind Cloudflare's edge, which alone sets CF-Connecting-IP: throttles count by it (security/client-address.ts). */
  behindCloudflare: boolean;
  /** Cloudflare's cache in front of the shop, purged with the output cache; null: not forwarded. */
  zonePurge: { zoneId: string; token: string; apiUrl: string | null } | null;
  /** The clock skew between machines a purge's ordering against a fill allows for (worker/cache/tag-shards.ts). */
  cacheClockMarginMs: number;
  content: ContentSourceConfig;
}

export type ConfigCheck = { ok: true; config: Config } | { ok: false; problems: string[] };

export class ConfigError extends Error {
  override name = "ConfigError";
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`the shop's configuration has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}: ${problems.join("; ")}`);
    this.problems = problems;
  }
}

const MIN_PURGE_TOKEN_LENGTH = 16;
const MIN_CUSTOMER_TOKEN_SECRET_LENGTH = 32;
const SHOP_SHIPPING_CODE = /^(home_delivery|pickup_point|flatrate|showroom_[1-4])$/;
const MAGENTO_CODE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Why a variable's text is not a value: thrown by a rule, reported with the variable's name. */
class VariableProblem {
  readonly why: string;
  constructor(why: string) {
    this.why = why;
  }
}
const problem = (why: string): never => {
  throw new VariableProblem(why);
};

/** One variable's rule: its text (trimmed; "" when unset) to its value, or a problem saying why not. */
function variable<T>(read: (text: string) => T) {
  return z
    .string({ error: "must be text" })
    .optional()
    .transform((raw, ctx) => {
      try {
        return read((raw ?? "").trim());
      } catch (error) {
        if (!(error instanceof VariableProblem)) throw error;
        ctx.addIssue({ code: "custom", message: error.why });
        return z.NEVER;
      }
    });
}

const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** An endpoint's http(s) URL, or null when unset. The value is never quoted back: a URL can carry credentials. */
const httpUrl = (what: string) => variable((text) => (!text ? null : isHttpUrl(text) ? text : problem(`must be the http(s) URL of ${what}`)));
/** A base URL that paths are appended to: without its trailing slash. */
const baseUrl = (what: string) => variable((text) => (!text ? null : isHttpUrl(text) ? text.replace(/\/+$/, "") : problem(`must be the http(s) URL of ${what}`)));

const optionalText = variable((text) => text || null);

/** A secret: null when unset; its value is never quoted in a problem. */
const secret = (minLength = 0) =>
  variable((text) => (!text ? null : text.length >= minLength ? text : problem(`must be at least ${minLength} characters (e.g. \`openssl rand -hex 32\`)`)));

const flag = variable((text) => (text === "1" ? true : text === "" || text === "0" ? false : problem(`must be "1" (on), "0" or empty (off), not "${text}"`)));

const wholeNumber = (unit: string, min: number, max: number, fallback: number) =>
  variable((text) => {
    if (!text) return fallback;
    const value = Number(text);
    return /^\d+$/.test(text) && value >= min && value <= max ? value : problem(`must be whole ${unit} from ${min} to ${max}, not "${text}"`);
  });

/** "key=value,…" pairs, blanks skipped, each side trimmed. */
const pairsOf = (text: string) =>
  text
    .split(",")
    .filter((part) => part.trim())
    .map((pair) => {
      const [key = "", value = ""] = pair.split("=").map((part) => part.trim());
      return [key, value] as const;
    });

const publicOrigin = variable((text) => {
  if (!text) return problem("must be set to the shop's public origin, e.g. https://shop.example");
  if (!isHttpUrl(text)) return problem("must be an http(s) origin, e.g. https://shop.example");
  const url = new URL(text);
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return problem(`must be an origin alone (scheme, host and port: ${url.origin}), without a path, query or credentials`);
  return url.origin;
});

/** A date as YYYY-MM-DD, or empty for what `empty` says. */
const isoDate = (empty: string) =>
  variable((text) => {
    if (!text) return null;
    const date = new Date(`${text}T00:00:00Z`);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    return valid ? text : problem(`must be a date as YYYY-MM-DD, or empty for ${empty}, not "${text}"`);
  });

const commerceBackend = variable((text) => (!text || text === "embedded" ? "embedded" : text === "upstream" ? "upstream" : problem(`must be "embedded" or "upstream", not "${text}"`)));

const tagManagerContainers = variable((text) => {
  const containers: Partial<Record<StoreCode, string>> = {};
  for (const [store, id] of pairsOf(text)) {
    if (!isStoreCode(store)) return problem(`"${store}" is not a store code (${STORE_CODES.join(", ")})`);
    if (!CONTAINER_ID.test(id)) return problem(`the container of ${store} must be a tag-manager container id like GTM-ABC1234, not "${id}"`);
    if (containers[store]) return problem(`names the container of ${store} twice`);
    containers[store] = id;
  }
  return containers;
});

/** Magento's store ids: every shop store named once with a whole number ("se=1,dk=2,no=3,fi=4"); null when unset. */
const storeIds = variable((text) => {
  if (!text) return null;
  const ids: Partial<Record<StoreCode, number>> = {};
  for (const [store, id] of pairsOf(text)) {
    if (!isStoreCode(store)) return problem(`"${store}" is not a store code (${STORE_CODES.join(", ")})`);
    if (!/^\d+$/.test(id)) return problem(`the Magento store id of ${store} must be a whole number, not "${id}"`);
    ids[store] = Number(id);
  }
  const missing = STORE_CODES.filter((store) => ids[store] === undefined);
  return missing.length ? problem(`must name the Magento store id of every store ("se=1,dk=2,no=3,fi=4"); missing: ${missing.join(", ")}`) : (ids as Record<StoreCode, number>);
});

/**
 * "shop=magento,…": a method the shop offers, mapped to a Magento method code. A shop code named alone
 * takes the Magento code `magentoDefault` gives it ("" when it gives none: refused as no Magento code).
 */
function methodPairs(text: string, isShopCode: (code: string) => boolean, magentoDefault: (shop: string) => string = () => ""): Array<readonly [string, string]> {
  return text
    .split(",")
    .filter((part) => part.trim())
    .map((pair) => {
      const [shop = "", named] = pair.split("=").map((part) => part.trim());
      if (!isShopCode(shop)) return problem(`"${shop}" is not a method the shop offers`);
      const magento = named ?? magentoDefault(shop);
      if (!MAGENTO_CODE.test(magento)) return problem(`"${magento}" is not a Magento method code`);
      return [shop, magento] as const;
    });
}

/** Delivery methods: Magento names each by carrier and method, "flatrate_flatrate", "tablerate_bestway". */
const shippingMethods = variable((text): MethodMap =>
  Object.fromEntries(
    methodPairs(text || "flatrate=flatrate_flatrate", (code) => SHOP_SHIPPING_CODE.test(code)).map(([shop, magento]) => {
      const [carrier = "", ...method] = magento.split("_");
      if (method.length === 0) return problem(`"${magento}" must be Magento's carrier_method`);
      return [shop, { carrier, method: method.join("_") }];
    }),
  ),
);

/**
 * Payment methods: a method named alone is placed with its Magento code from the payment-method registry
 * ("invoice_later" is "banktransfer"); "shop=magento" names another. Empty: the default method alone (cash on delivery).
 */
const paymentMethods = variable(
  (text): Partial<Record<string, string>> =>
    Object.fromEntries(methodPairs(text || DEFAULT_PAYMENT_METHOD, (code) => paymentMethodOf(code) !== null, (shop) => paymentMethodOf(shop)!.upstreamCode)),
);

const indexPrefix = variable((text) => (!text ? "vue_storefront_catalog" : /^[a-z0-9_-]+$/.test(text) ? text : problem(`must be an index name (a-z, 0-9, _ and -), not "${text}"`)));

const pricesIncludeTax = variable((text) => (text === "" || text === "1" ? true : text === "0" ? false : problem(`must be "1" or "0", not "${text}"`)));

/** Sentry's own DSN shape (@sentry/core's dsn.ts): http(s)://publickey@host[:port]/[path/]project. */
const SENTRY_DSN = /^https?:\/\/\w+(?::\w*)?@(?:\[[:.%\w]+\]|[\w.-]+)(?::\d+)?\/(?:.+\/)?\d+$/;
const sentryDsn = variable((text) => (!text ? null : SENTRY_DSN.test(text) ? text : problem("must be a DSN like https://publickey@host/project")));

const deployEnvironment = variable((text) => (!text ? "development" : /^[\w-]{1,64}$/.test(text) ? text : problem(`must be a name of letters, digits, - and _ (development, staging, production), not "${text}"`)));

const mailFrom = variable((text) => {
  if (!text) return "Nordic Garden & Home <no-reply@localhost>";
  return /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(text) ? text : problem(`must be an address, "shop@example.com" or "Shop <shop@example.com>", not "${text}"`);
});

const zoneId = variable((text) => (!text ? null : /^[0-9a-f]{32}$/.test(text) ? text : problem("must be the zone's id (32 hex digits, on the zone's overview page), not its name")));

/** Contentful's space ids are 12 lowercase letters and digits; an environment id is its alias or name. */
const contentfulSpaceId = variable((text) => (!text ? null : /^[a-z0-9]{1,64}$/.test(text) ? text : problem(`must be a Contentful space id (lowercase letters and digits), not "${text}"`)));
const contentfulEnvironment = variable((text) => (!text ? "master" : /^[A-Za-z0-9_.-]{1,64}$/.test(text) ? text : problem(`must be a Contentful environment id (letters, digits, ., _ and -), not "${text}"`)));
/** Contentful's webhook signing secret: exactly 64 characters of /^[0-9a-zA-Z+/=_-]+$/ (its own rule). */
const contentfulWebhookSecret = variable((text) =>
  !text ? null : /^[0-9a-zA-Z+/=_-]{64}$/.test(text) ? text : problem("must be the webhook's signing secret: exactly 64 characters of letters, digits, +, /, =, _ and -"),
);
export const DEFAULT_CONTENTFUL_LOCALES: Record<StoreCode, string> = { se: "sv-SE", dk: "da-DK", no: "nb-NO", fi: "fi-FI" };
/** "se=sv-SE,dk=da-DK,…": the Contentful locale each store reads; a store not named keeps its default. */
export const contentfulLocales = variable((text) => {
  const locales = { ...DEFAULT_CONTENTFUL_LOCALES };
  for (const [store, locale] of pairsOf(text)) {
    if (!isStoreCode(store)) return problem(`"${store}" is not a store code (${STORE_CODES.join(", ")})`);
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) return problem(`the locale of ${store} must be a locale code like sv-SE, not "${locale}"`);
    locales[store] = locale;
  }
  return locales;
});

/** Every variable the shop reads, with its rule. */
const variables = z.object({
  PUBLIC_ORIGIN: publicOrigin,
  CATALOG_TODAY: isoDate("today"),
  // Read by worker/objects/cart.ts from the bindings; checked here so a mistyped date is reported, not ignored.
  LEGACY_CART_IDS_UNTIL: isoDate("no window for UUID-named carts"),
  COMMERCE_BACKEND: commerceBackend,
  CUSTOMER_TOKEN_SECRET: secret(MIN_CUSTOMER_TOKEN_SECRET_LENGTH),
  CACHE_PURGE_TOKEN: secret(MIN_PURGE_TOKEN_LENGTH),
  UPSTREAM_API_URL: httpUrl("vue-storefront-api"),
  UPSTREAM_STORE_IDS: storeIds,
  UPSTREAM_INDEX_PREFIX: indexPrefix,
  UPSTREAM_PRICES_INCLUDE_TAX: pricesIncludeTax,
  UPSTREAM_SHIPPING_METHODS: shippingMethods,
  UPSTREAM_PAYMENT_METHODS: paymentMethods,
  UPSTREAM_TIMEOUT_MS: wholeNumber("milliseconds", 100, 30_000, DEFAULT_DEADLINE_MS),
  UPSTREAM_MEDIA_URL: baseUrl("Magento's catalog media (vue-storefront-api's magento2.imgUrl, e.g. https://magento.example/media/catalog/product)"),
  HOSTED_CHECKOUT_ORDER_URL: httpUrl("the hosted-checkout provider's order endpoint"),
  HOSTED_CHECKOUT_CONFIRMATION_URL: httpUrl("the hosted-checkout provider's confirmation endpoint"),
  HOSTED_CHECKOUT_VALIDATE_URL: httpUrl("the hosted-checkout provider's validate endpoint"),
  HOSTED_CHECKOUT_API_KEY: secret(),
  HOSTED_CHECKOUT_BUILTIN: flag,
  HOSTED_CHECKOUT_TIMEOUT_MS: wholeNumber("milliseconds", 100, 30_000, 8_000),
  INVOICE_PROVIDER_URL: baseUrl("the invoice provider"),
  INVOICE_PROVIDER_API_KEY: secret(),
  CARRIER_API_URL: baseUrl("the carrier's stores API"),
  CARRIER_API_KEY: secret(),
  CAPTCHA_SITE_KEY: optionalText,
  CAPTCHA_SECRET: secret(),
  CAPTCHA_VERIFY_URL: httpUrl("a captcha siteverify endpoint"),
  TAG_MANAGER_CONTAINERS: tagManagerContainers,
  MAIL_PROVIDER_URL: httpUrl("the mail provider"),
  MAIL_PROVIDER_API_KEY: secret(),
  MAIL_FROM: mailFrom,
  REVIEW_SERVICE_LATENCY_MS: wholeNumber("milliseconds", 0, 120_000, 0),
  REVIEW_SERVICE_DOWN: flag,
  SENTRY_DSN: sentryDsn,
  DEPLOY_ENVIRONMENT: deployEnvironment,
  BEHIND_CLOUDFLARE: flag,
  NEWSLETTER_LINK_SECRET: secret(MIN_CUSTOMER_TOKEN_SECRET_LENGTH),
  CLOUDFLARE_ZONE_ID: zoneId,
  CLOUDFLARE_PURGE_TOKEN: secret(),
  CACHE_CLOCK_MARGIN_MS: wholeNumber("milliseconds", 0, 60_000, 1_000),
  CLOUDFLARE_API_URL: baseUrl("Cloudflare's API"),
  CONTENTFUL_SPACE_ID: contentfulSpaceId,
  CONTENTFUL_ENVIRONMENT: contentfulEnvironment,
  CONTENTFUL_DELIVERY_TOKEN: secret(),
  CONTENTFUL_WEBHOOK_SECRET: contentfulWebhookSecret,
  CONTENTFUL_LOCALES: contentfulLocales,
  CONTENTFUL_API_URL: baseUrl("Contentful's Content Delivery API (https://cdn.contentful.com)"),
  CONTENTFUL_TIMEOUT_MS: wholeNumber("milliseconds", 100, 30_000, 2_000),
});

type Variables = z.output<typeof variables>;
type Name = keyof Variables;

/**
 * Rules between variables: what one setting needs of another. They run even when a variable failed its
 * own rule (it is then set, so not null), so every problem is reported at once.
 */
function requiredTogether(vars: Variables, ctx: z.RefinementCtx) {
  const report = (name: Name, why: string) => ctx.addIssue({ code: "custom", path: [name], message: why });
  if (vars.COMMERCE_BACKEND === "upstream") {
    if (vars.UPSTREAM_API_URL === null) report("UPSTREAM_API_URL", "must be the http(s) URL of vue-storefront-api when COMMERCE_BACKEND is upstream");
    if (vars.UPSTREAM_STORE_IDS === null) report("UPSTREAM_STORE_IDS", 'must name the Magento store id of every store ("se=1,dk=2,no=3,fi=4") when COMMERCE_BACKEND is upstream');
  }
  if (vars.COMMERCE_BACKEND === "embedded" && vars.CUSTOMER_TOKEN_SECRET === null) {
    report("CUSTOMER_TOKEN_SECRET", `must be set to at least ${MIN_CUSTOMER_TOKEN_SECRET_LENGTH} random characters: it signs customers' sign-ins (.dev.vars locally, \`wrangler secret put\` when deployed)`);
  }
  const endpoints = ["HOSTED_CHECKOUT_ORDER_URL", "HOSTED_CHECKOUT_CONFIRMATION_URL", "HOSTED_CHECKOUT_VALIDATE_URL"] as const;
  if (endpoints.some((name) => vars[name] !== null)) {
    for (const name of endpoints) if (vars[name] === null) report(name, `must be set too: a hosted-checkout provider needs all of ${endpoints.join(", ")}`);
  }
  const pairs = [
    ["CONTENTFUL_SPACE_ID", "CONTENTFUL_DELIVERY_TOKEN", "the Content Delivery API is read with the space's delivery token"],
    ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_PURGE_TOKEN", "purges are forwarded to Cloudflare only with both"],
    ["CAPTCHA_SITE_KEY", "CAPTCHA_SECRET", "the review form's captcha needs both: the widget's key and the secret that checks its answers"],
  ] as const;
  for (const [one, other, why] of pairs) {
    if (vars[one] !== null && vars[other] === null) report(other, `must be set with ${one}: ${why}`);
    if (vars[other] !== null && vars[one] === null) report(one, `must be set with ${other}: ${why}`);
  }
}

function toConfig(vars: Variables): Config {
  const endpoint = (url: string | null, apiKey: string | null) => (url ? { url, apiKey } : null);
  const upstream = (): UpstreamConfig => ({
    // Both set: requiredTogether refused an upstream backend without them.
    baseUrl: vars.UPSTREAM_API_URL!,
    storeIds: vars.UPSTREAM_STORE_IDS!,
    deadlineMs: vars.UPSTREAM_TIMEOUT_MS,
    catalog: { indexPrefix: vars.UPSTREAM_INDEX_PREFIX, pricesIncludeTax: vars.UPSTREAM_PRICES_INCLUDE_TAX, photos: vars.UPSTREAM_MEDIA_URL !== null },
    mediaUrl: vars.UPSTREAM_MEDIA_URL,
    shippingMethods: vars.UPSTREAM_SHIPPING_METHODS,
    paymentMethods: vars.UPSTREAM_PAYMENT_METHODS,
  });
  const { HOSTED_CHECKOUT_ORDER_URL: orderUrl, HOSTED_CHECKOUT_CONFIRMATION_URL: confirmationUrl, HOSTED_CHECKOUT_VALIDATE_URL: validateUrl, HOSTED_CHECKOUT_API_KEY: apiKey } = vars;
  return {
    publicOrigin: vars.PUBLIC_ORIGIN,
    catalogToday: vars.CATALOG_TODAY,
    backend: vars.COMMERCE_BACKEND === "upstream" ? { kind: "upstream", upstream: upstream() } : { kind: "embedded", customerTokenSecret: vars.CUSTOMER_TOKEN_SECRET! },
    cachePurgeToken: vars.CACHE_PURGE_TOKEN,
    // A real provider wins over the built-in one; all three endpoints are set together (requiredTogether).
    hostedCheckout: orderUrl ? { provider: "remote", orderUrl, confirmationUrl: confirmationUrl!, validateUrl: validateUrl!, apiKey, timeoutMs: vars.HOSTED_CHECKOUT_TIMEOUT_MS } : vars.HOSTED_CHECKOUT_BUILTIN ? { provider: "builtin", apiKey } : { provider: "none" },
    invoiceProvider: endpoint(vars.INVOICE_PROVIDER_URL, vars.INVOICE_PROVIDER_API_KEY),
    carrier: endpoint(vars.CARRIER_API_URL, vars.CARRIER_API_KEY),
    captcha: vars.CAPTCHA_SITE_KEY && vars.CAPTCHA_SECRET ? { siteKey: vars.CAPTCHA_SITE_KEY, secret: vars.CAPTCHA_SECRET, verifyUrl: vars.CAPTCHA_VERIFY_URL } : null,
    tagManagerContainers: vars.TAG_MANAGER_CONTAINERS,
    mail: { providerUrl: vars.MAIL_PROVIDER_URL, apiKey: vars.MAIL_PROVIDER_API_KEY, from: vars.MAIL_FROM },
    reviewService: { latencyMs: vars.REVIEW_SERVICE_LATENCY_MS, down: vars.REVIEW_SERVICE_DOWN },
    errorReporting: { sentryDsn: vars.SENTRY_DSN, environment: vars.DEPLOY_ENVIRONMENT },
    newsletterLinkSecret: vars.NEWSLETTER_LINK_SECRET ?? vars.CUSTOMER_TOKEN_SECRET,
    behindCloudflare: vars.BEHIND_CLOUDFLARE,
    zonePurge: vars.CLOUDFLARE_ZONE_ID && vars.CLOUDFLARE_PURGE_TOKEN ? { zoneId: vars.CLOUDFLARE_ZONE_ID, token: vars.CLOUDFLARE_PURGE_TOKEN, apiUrl: vars.CLOUDFLARE_API_URL } : null,
    cacheClockMarginMs: vars.CACHE_CLOCK_MARGIN_MS,
    content:
      vars.CONTENTFUL_SPACE_ID && vars.CONTENTFUL_DELIVERY_TOKEN
        ? {
            kind: "contentful",
            spaceId: vars.CONTENTFUL_SPACE_ID,
            environment: vars.CONTENTFUL_ENVIRONMENT,
            deliveryToken: vars.CONTENTFUL_DELIVERY_TOKEN,
            webhookSecret: vars.CONTENTFUL_WEBHOOK_SECRET,
            apiUrl: vars.CONTENTFUL_API_URL ?? "https://cdn.contentful.com",
            locales: vars.CONTENTFUL_LOCALES,
            timeoutMs: vars.CONTENTFUL_TIMEOUT_MS,
          }
        : { kind: "shop" },
  };
}

/** The environment's schema: each variable's rule, then the rules between them, then the typed configuration. */
export const environmentSchema = variables.superRefine(requiredTogether, { when: () => true }).transform(toConfig);

/** Parses an environment's variables (bindings and unknown names are ignored): the configuration, or every problem as "NAME: why". */
export function parseConfig(env: object): ConfigCheck {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`) };
}

const checked = new WeakMap<object, ConfigCheck>();

/** The environment's configuration, parsed once per environment object; its problems are logged once. */
export function checkConfig(env: Env): ConfigCheck {
  let check = checked.get(env);
  if (!check) {
    check = parseConfig(env);
    if (!check.ok) console.error({ level: "error", message: "the shop's configuration has problems: every request answers 503 until they are fixed", problems: check.problems });
    checked.set(env, check);
  }
  return check;
}

/** The configuration of an environment that passed the check (middleware/checked-config.ts runs before anything reads it). */
export function configOf(env: Env): Config {
  const check = checkConfig(env);
  if (!check.ok) throw new ConfigError(check.problems);
  return check.config;
}
