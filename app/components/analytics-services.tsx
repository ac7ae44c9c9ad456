import { useEffect, useRef, useState } from "react";
import { COOKIE_SETTINGS_EVENT, QUICK_CHOICE_ATTRIBUTE, consentKey, consentModeState, markConsentAsked, type ConsentChoice } from "../analytics/consent.ts";
import { gtag, pushToDataLayer, storedConsent } from "../analytics/data-layer.ts";
import { containerScript } from "#core/analytics/tag-manager.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

/**
 * Loads the store's container once the shopper has allowed statistics or marketing (never before: with
 * "necessary only" no request goes to the tag manager at all), after the consent state is on the dataLayer.
 */
function useContainer(store: string, containerId: string | null, allowed: boolean): void {
  useEffect(() => {
    if (!containerId || !allowed || document.querySelector(`script[src="${containerScript(containerId)}"]`)) return;
    pushToDataLayer(store, { "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    // The page's nonce, so the container's own tags (custom HTML) run under the CSP too.
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    script.src = containerScript(containerId);
    document.head.appendChild(script);
  }, [store, containerId, allowed]);
}

/**
 * Consent and the tag manager: the container of the store when one is configured, and the cookie banner
 * until the shopper has chosen (necessary / statistics / marketing; Consent Mode updated at once). The
 * banner is rendered into every page the same (cached HTML holds no consent state) and shows before the
 * scripts only where the head's consent flag asked for it; its buttons work once this has hydrated.
 */
export default function AnalyticsServices({ containerId }: { containerId: string | null }) {
  const t = useT();
  const store = useStoreView();
  const code = store.storeCode;
  // Open as the server drew it; the stored choice closes it once hydrated.
  const [open, setOpen] = useState(true);
  // The page's mark follows: the stylesheet shows the banner by it until this has hydrated.
  const ask = (asked: boolean) => {
    setOpen(asked);
    markConsentAsked(asked);
  };
  const [detailed, setDetailed] = useState(false);
  const banner = useRef<HTMLElement>(null);
  // What opened the banner again (the footer's button): the focus goes back there after the choice.
  const opener = useRef<HTMLElement | null>(null);
  const [allowed, setAllowed] = useState(false);
  useContainer(code, containerId, allowed);
  useEffect(() => {
    // Consent defaults go on the dataLayer before anything else, with or without a container.
    pushToDataLayer(code, { event: "consent_ready" });
    const stored = storedConsent(code);
    ask(!stored);
    setAllowed(stored !== null && (stored.statistics || stored.marketing));
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDetailed(true);
      ask(true);
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, [code]);
  useEffect(() => {
    if (open && detailed) banner.current?.focus();
  }, [open, detailed]);

  if (!open) return null;
  const current = detailed ? storedConsent(code) : null;
  const choose = (choice: Pick<ConsentChoice, "statistics" | "marketing">) => {
    const saved: ConsentChoice = { ...choice, decidedAt: new Date().toISOString() };
    try {
      localStorage.setItem(consentKey(code), JSON.stringify(saved));
    } catch {
      // Storage off: the choice holds for this page view; the banner asks again next time.
    }
    gtag("consent", "update", consentModeState(saved));
    pushToDataLayer(code, { event: "consent_update", consent_statistics: saved.statistics, consent_marketing: saved.marketing });
    setAllowed(saved.statistics || saved.marketing);
    ask(false);
    opener.current?.focus();
    opener.current = null;
  };
  return (
    <section className="consent" aria-labelledby="consent-title" ref={banner} tabIndex={-1}>
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p>
        {t("consent.text")} <a href={storePath(store, "/privacy")}>{t("consent.privacy")}</a>
      </p>
      {detailed ? (
        <form
          className="consent__choices"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            choose({ statistics: form.has("statistics"), marketing: form.has("marketing") });
          }}
        >
          <fieldset>
            <legend className="visually-hidden">{t("consent.title")}</legend>
            <label className="choice">
              <input type="checkbox" checked disabled /> {t("consent.necessary")}
            </label>
            <label className="choice">
              <input type="checkbox" name="statistics" defaultChecked={current?.statistics ?? false} /> {t("consent.statistics")}
            </label>
            <label className="choice">
              <input type="checkbox" name="marketing" defaultChecked={current?.marketing ?? false} /> {t("consent.marketing")}
            </label>
          </fieldset>
          <button type="submit" className="button button--primary">
            {t("consent.save")}
          </button>
        </form>
      ) : (
        <div className="consent__actions">
          <button type="button" className="button button--primary" {...{ [QUICK_CHOICE_ATTRIBUTE]: "all" }} onClick={() => choose({ statistics: true, marketing: true })}>
            {t("consent.acceptAll")}
          </button>
          <button type="button" className="button" {...{ [QUICK_CHOICE_ATTRIBUTE]: "necessary" }} onClick={() => choose({ statistics: false, marketing: false })}>
            {t("consent.necessaryOnly")}
          </button>
          <button type="button" className="consent__more" onClick={() => setDetailed(true)}>
            {t("consent.choose")}
          </button>
        </div>
      )}
    </section>
  );
}
