import { createContext, type RouterContextProvider } from "react-router";
import type { Commerce, SiteContentPort } from "#core/port/index.ts";
import type { AccountService } from "#core/account/account-service.ts";
import type { PageDeclaration } from "#core/cache/page-declaration.ts";
import type { ReportError } from "./errors/report-error.ts";
import type { ReviewService } from "#core/reviews/review-service.ts";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import type { StoreView } from "#core/stores.ts";

/** The store view of the request, set by the worker's store-code middleware. */
export const storeContext = createContext<StoreView>();

/** The commerce backend behind its port; loaders never talk to D1, Durable Objects or providers directly. */
export const commerceContext = createContext<Commerce>();

/** Content pages, the header's navigation, the footer and the home banners (the shop's own, or a content service's). */
export const siteContentContext = createContext<SiteContentPort>();

/** Set when the backend could not answer what the page needs (a loader, or the shell's menu; core/errors/backend-outage.ts): the page is a 503, with its Retry-After. */
export const backendOutageContext = createContext<{ retryAfterSeconds: number } | null>(null);

/** Sign-in, registration, resets and newsletter sign-ups, throttled and mailed (the same service as the API's). */
export const accountServiceContext = createContext<AccountService>();

/** Writing and voting on reviews (the same service as the review API's). */
export const reviewServiceContext = createContext<ReviewService>();

/** The store's tag-manager container id, or null when none is configured (app/analytics/tag-manager.ts). */
export const tagManagerContext = createContext<string | null>(null);

/** "complete" waits for every deferred section before sending (crawlers, the output cache). */
export const documentModeContext = createContext<"stream" | "complete">("stream");

/** What the page shows (cache tags) and which query it depends on, declared by its loaders. */
export const pageDeclarationContext = createContext<PageDeclaration>();

/** The script nonce of this response's Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** Reports this request's unexpected errors (the worker's error-reporting port, with its request id and store). */
export const errorReportContext = createContext<ReportError>((error) => console.error(error));

/** Everything a route's loader or action reads from the request context. */
export function routeContext(context: Readonly<RouterContextProvider>) {
  const store = context.get(storeContext);
  return { store, commerce: context.get(commerceContext), siteContent: context.get(siteContentContext), accounts: context.get(accountServiceContext), reviews: context.get(reviewServiceContext), t: translatorFor(store), page: context.get(pageDeclarationContext) };
}
