import { COOKIE_SETTINGS_EVENT } from "../analytics/consent.ts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useStoreLinks } from "./use-store-links.ts";
import { useT } from "../i18n/use-shell.ts";
import type { FooterColumn } from "#core/port/index.ts";
import { SHOWROOMS, STORE_CODES, STORE_VIEWS } from "#core/stores.ts";

/** At the foot of every page: its script (the form works without it) loads after the page's own. */
/** Below the fold, rendered on the server all the same (it works without JavaScript): its script loads after hydration. */
const InterfaceLanguageChoice = lazy(() => import("./interface-language-choice.tsx").then((module) => ({ default: module.InterfaceLanguageChoice })));
const NewsletterSignup = lazy(() => import("./newsletter-signup.tsx").then((module) => ({ default: module.NewsletterSignup })));

/** `columns` are the content's link columns (the shop's own pages, or a content service's footer); the showrooms, stores and the rest are the shop's. */
export function Footer({ columns }: { columns: FooterColumn[] }) {
  const t = useT();
  const storeLinks = useStoreLinks();
  return (
    <footer className="footer" aria-label={t("footer.label")}>
      <div className="footer__columns">
        {columns.map((column) => (
          <section key={column.heading} className="footer__column" aria-label={column.heading}>
            <h2 className="footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer__column" aria-label={t("footer.showrooms")}>
          <h2 className="footer__heading">{t("footer.showrooms")}</h2>
          <ul>
            {SHOWROOMS.map((showroom) => (
              <li key={showroom.id}>
                {showroom.name}, {showroom.city}
              </li>
            ))}
          </ul>
          <p className="footer__hours">{t("footer.openingHours")}</p>
        </section>
      </div>
      <Suspense fallback={null}>
        <NewsletterSignup />
      </Suspense>
      <ul className="footer__stores">
        {STORE_CODES.map((code) => (
          <li key={code}>
            <a href={storeLinks[code]} hrefLang={STORE_VIEWS[code].language}>
              {STORE_VIEWS[code].name}
            </a>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <InterfaceLanguageChoice />
      </Suspense>
      <p className="footer__cookies">
        <button type="button" className="footer__link-button" onClick={() => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))}>
          {t("consent.settings")}
        </button>
      </p>
      <p className="footer__copyright">{t("footer.copyright", { year: new Date().getUTCFullYear(), site: t("meta.siteName") })}</p>
    </footer>
  );
}
