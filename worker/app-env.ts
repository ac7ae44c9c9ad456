import type { StoreView } from "#core/stores.ts";
import type { AccountService } from "#core/account/account-service.ts";
import type { ReviewService } from "#core/reviews/review-service.ts";
import type { Commerce, SiteContentPort } from "#core/port/index.ts";
import type { CachedPage } from "./cache/page-frame.ts";
import type { Config } from "./config.ts";

/**
 * The one set of bindings and request variables of the Hono app. Every router and middleware
 * is typed with it; the variables are set by the app's middleware before any router runs.
 */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** Names the request in error reports and the X-Request-Id header (middleware/request-id.ts). */
    requestId: string;
    /** The environment's configuration, checked before anything reads it (middleware/checked-config.ts). */
    config: Config;
    /** The store view of the request (middleware/store-code.ts). */
    store: StoreView;
    /** The shop's configured public origin, e.g. https://shop.example (middleware/public-origin.ts). */
    origin: string;
    /** This response's CSP script nonce (middleware/content-security-policy.ts). */
    nonce: string;
    /** The commerce backend behind its port (middleware/services.ts). */
    commerce: Commerce;
    /** Content pages, navigation, footer and home banners: the shop's own or a content service's (middleware/services.ts). */
    siteContent: SiteContentPort;
    /** Sign-in, registration and their mails, throttled per client (middleware/services.ts). */
    accounts: AccountService;
    /** Writing and voting on reviews, captcha-checked and throttled per client (middleware/services.ts). */
    reviews: ReviewService;
    /** The output cache's lookup of this request's page when the hit path found it missing or stale (cache/stored-page-hits.ts). */
    lookedUp?: { key: string; page: CachedPage | null };
  };
};
