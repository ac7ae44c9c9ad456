import { env } from "cloudflare:test";

/** The production build's worker, as the worker tests call it. */
export const { default: builtWorker } = (await import("../../build/server/index.js" as string)) as {
  default: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> };
};

/**
 * The bindings of the shop on Magento: COMMERCE_BACKEND=upstream against the vue-storefront-api stand-in
 * (tests/support/vsf-api/, served at upstream.test by fake-services.ts), with Magento's flat rate and
 * table rate as the shop's deliveries and cash on delivery and check/money order as its payments.
 * A test file spreads it and sets what it tries otherwise (a deadline, another payment mapping).
 */
export const UPSTREAM_SHOP: Env = {
  ...env,
  COMMERCE_BACKEND: "upstream",
  UPSTREAM_API_URL: "http://upstream.test",
  UPSTREAM_STORE_IDS: "se=1,dk=2,no=3,fi=4",
  UPSTREAM_SHIPPING_METHODS: "flatrate=flatrate_flatrate,pickup_point=tablerate_bestway",
  UPSTREAM_PAYMENT_METHODS: "cashondelivery=cashondelivery,hosted_checkout=checkmo",
};
