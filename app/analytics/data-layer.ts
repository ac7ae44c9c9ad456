import { CONSENT_DEFAULTS, consentKey, consentModeState, parseConsent, type ConsentChoice } from "./consent.ts";

/**
 * The page's dataLayer, which a tag-manager container reads (none configured locally: the events are
 * still there for anyone to see). Before the first entry, Consent Mode's defaults (all denied) and the
 * shopper's stored choice go in, so no tag ever runs before consent is known.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let consentSetFor: string | null = null;

/** gtag() as Google defines it: the command goes in as an Arguments object, which is what the container reads. */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** The shopper's stored cookie choice in this store, or null (none, too old, or storage disabled). */
export function storedConsent(store: string): ConsentChoice | null {
  try {
    return parseConsent(localStorage.getItem(consentKey(store)), new Date());
  } catch {
    return null;
  }
}

function ensureConsent(store: string): void {
  if (consentSetFor === store) return;
  consentSetFor = store;
  gtag("consent", "default", CONSENT_DEFAULTS);
  const choice = storedConsent(store);
  if (choice) gtag("consent", "update", consentModeState(choice));
}

/** One entry onto the dataLayer, after the consent state. Does nothing outside a browser. */
export function pushToDataLayer(store: string, entry: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  ensureConsent(store);
  window.dataLayer!.push(entry);
}
