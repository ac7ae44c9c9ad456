/**
 * The one way pages send analytics: the event builders and the dataLayer load on the first event (after
 * hydration), never in a page's first script. Calls keep their order (one module promise, then-callbacks
 * run as registered). Nothing happens outside a browser.
 */
type Analytics = typeof import("./ga4.ts");

let loading: Promise<Analytics> | null = null;

export function track(send: (analytics: Analytics) => void): void {
  if (typeof window === "undefined") return;
  loading ??= import("./ga4.ts");
  void loading.then(send).catch(() => undefined);
}
