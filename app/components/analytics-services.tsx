import { useEffect, useRef, useState } from "react";
import { COOKIE_SETTINGS_EVENT, consentKey, consentModeState, parseConsent, type ConsentChoice } from "../analytics/consent.ts";
import { gtag, pushToDataLayer } from "../analytics/data-layer.ts";
import { containerScript } from "../analytics/tag-manager.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "../stores.ts";

function storedChoice(store: string): ConsentChoice | null {
  try {
    return parseConsent(localStorage.getItem(consentKey(store)), new Date());
  } catch {
    return null;
  }
}

/** Loads the store's container once (after the consent defaults are on the dataLayer). */
function useContainer(store: string, containerId: string | null): void {
  useEffect(() => {
    if (!containerId || document.querySelector(`script[src="${containerScript(containerId)}"]`)) return;
    pushToDataLayer(store, { "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = containerScript(containerId);
    document.head.appendChild(script);
  }, [store, containerId]);
}

/**
 * Consent and the tag manager, after hydration (nothing of it is needed for the first screen, and cached
 * HTML never holds a consent state): the container of the store when one is configured, and the cookie
 * banner until the shopper has chosen (necessary / statistics / marketing; Consent Mode updated at once).
 */
export default function AnalyticsServices({ containerId }: { containerId: string | null }) {
  const t = useT();
  const store = useStoreView();
  const code = store.storeCode;
  const [open, setOpen] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const banner = useRef<HTMLElement>(null);
  useContainer(code, containerId);
  useEffect(() => {
    // Consent defaults go on the dataLayer before anything else, with or without a container.
    pushToDataLayer(code, { event: "consent_ready" });
    if (!storedChoice(code)) setOpen(true);
    const reopen = () => {
      setDetailed(true);
      setOpen(true);
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, [code]);
  useEffect(() => {
    if (open && detailed) banner.current?.focus();
  }, [open, detailed]);

  if (!open) return null;
  const current = storedChoice(code);
  const choose = (choice: Pick<ConsentChoice, "statistics" | "marketing">) => {
    const saved: ConsentChoice = { ...choice, decidedAt: new Date().toISOString() };
    try {
      localStorage.setItem(consentKey(code), JSON.stringify(saved));
    } catch {
      // Storage off: the choice holds for this page view; the banner asks again next time.
    }
    gtag("consent", "update", consentModeState(saved));
    pushToDataLayer(code, { event: "consent_update", consent_statistics: saved.statistics, consent_marketing: saved.marketing });
    setOpen(false);
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
          <label className="choice">
            <input type="checkbox" checked disabled /> {t("consent.necessary")}
          </label>
          <label className="choice">
            <input type="checkbox" name="statistics" defaultChecked={current?.statistics ?? false} /> {t("consent.statistics")}
          </label>
          <label className="choice">
            <input type="checkbox" name="marketing" defaultChecked={current?.marketing ?? false} /> {t("consent.marketing")}
          </label>
          <button type="submit" className="button button--primary">
            {t("consent.save")}
          </button>
        </form>
      ) : (
        <div className="consent__actions">
          <button type="button" className="button button--primary" onClick={() => choose({ statistics: true, marketing: true })}>
            {t("consent.acceptAll")}
          </button>
          <button type="button" className="button" onClick={() => choose({ statistics: false, marketing: false })}>
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
