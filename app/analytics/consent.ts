/**
 * The shopper's cookie choice (SPEC §2 cookie-accepted entry): necessary cookies always, statistics and
 * marketing only when chosen. Kept in local storage as `{store}-cookie-accepted` (the version check keeps
 * it), never in a cookie or the page: cached HTML is the same for everyone, the banner is the browser's.
 * Google's Consent Mode reads it: everything starts denied.
 */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
  /** When the shopper chose (ISO); a choice older than a year is asked again. */
  decidedAt: string;
}

export const consentKey = (store: string) => `${store}-cookie-accepted`;

/** The footer's "Cookie settings" asks for the banner again through this window event. */
export const COOKIE_SETTINGS_EVENT = "cookie-settings";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The banner's two quick answers carry this attribute ("all" or "necessary"): consentFlagScript answers them before hydration. */
export const QUICK_CHOICE_ATTRIBUTE = "data-consent-choice";

/**
 * The banner is in every page's HTML, the same for everyone, so it paints with the page instead of after
 * the scripts. This tiny script in the head decides before the first paint whether it shows: it marks
 * `<html data-consent="ask">` unless a choice younger than a year is stored (as parseConsent reads one),
 * and the stylesheet shows the banner only then. Without JavaScript nothing is marked and nothing asked:
 * no statistics or marketing run. While it asks, a tap on a quick answer is kept even before the banner's
 * code has hydrated (on a slow phone the banner shows first); the banner then starts from that choice.
 */
export function consentFlagScript(store: string): string {
  const key = JSON.stringify(consentKey(store));
  const html = "document.documentElement";
  const asked = `try{var c=JSON.parse(localStorage.getItem(${key}));if(!c||typeof c.statistics!=="boolean"||typeof c.marketing!=="boolean"||!(Date.now()-Date.parse(c.decidedAt)<=${ONE_YEAR_MS}))throw 0}catch(e){${html}.dataset.consent="ask"}`;
  const quickAnswer = `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${QUICK_CHOICE_ATTRIBUTE}]");if(!b||${html}.dataset.consent!=="ask")return;var all=b.getAttribute("${QUICK_CHOICE_ATTRIBUTE}")==="all";try{localStorage.setItem(${key},JSON.stringify({statistics:all,marketing:all,decidedAt:new Date().toISOString()}))}catch(x){}${html}.dataset.consent="decided"})`;
  return `${asked};${quickAnswer}`;
}

/** Whether the page's banner shows (the stylesheet reads the mark consentFlagScript set first). */
export function markConsentAsked(asked: boolean): void {
  document.documentElement.dataset.consent = asked ? "ask" : "decided";
}

/** A stored choice, or null when there is none, it is damaged or it is over a year old (asked again). */
export function parseConsent(raw: string | null, now: Date): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof value !== "object" || value === null || typeof value.statistics !== "boolean" || typeof value.marketing !== "boolean" || typeof value.decidedAt !== "string") return null;
    const decided = Date.parse(value.decidedAt);
    if (!Number.isFinite(decided) || now.getTime() - decided > ONE_YEAR_MS) return null;
    return { statistics: value.statistics, marketing: value.marketing, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

type Granted = "granted" | "denied";
const grant = (yes: boolean): Granted => (yes ? "granted" : "denied");

/** Consent Mode v2 before any choice: every storage denied but what the shop needs to work. */
export const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
  wait_for_update: 500,
} as const;

/** The Consent Mode update of a choice. */
export function consentModeState(choice: Pick<ConsentChoice, "statistics" | "marketing">) {
  return {
    analytics_storage: grant(choice.statistics),
    ad_storage: grant(choice.marketing),
    ad_user_data: grant(choice.marketing),
    ad_personalization: grant(choice.marketing),
  };
}
