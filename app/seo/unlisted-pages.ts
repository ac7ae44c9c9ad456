/**
 * The pages whose head says `noindex`: those core/pages.ts declares other than `listed`. A table of
 * names rather than an import of core/pages.ts, which would put every page's paths into the shell's
 * JavaScript; tests/unit/seo/unlisted-pages.test.ts keeps it equal to the declarations.
 */
export const UNLISTED_PAGES: ReadonlySet<string> = new Set([
  "create-password",
  "newsletter",
  "offline",
  "offline-checkout",
  "queued-orders",
  "wishlist",
  "compare",
  "ar-view",
  "login",
  "register",
  "reset-password",
  "newsletter-unsubscribe",
  "logout",
  "account",
  "account-overview",
  "account-addresses",
  "account-orders",
  "account-order",
  "cart",
  "cart-alias",
  "set-cart",
  "back-in-stock",
  "checkout",
  "checkout-payment",
  "confirmation",
  "payment-failed",
  "delivery-booking",
  "error",
  "interface-language",
]);
