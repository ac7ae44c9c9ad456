import { COOKIE_SETTINGS_EVENT } from "../analytics/consent.ts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useStoreLinks } from "./use-store-links.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { SHOWROOMS, STORE_CODES, STORE_VIEWS, storePath, type StoreView } from "#core/stores.ts";

/** At the foot of every page: its script (the form works without it) loads after the page's own. */
/** Below the fold, rendered on the server all the same (it works without JavaScript): its script loads after hydration. */
const InterfaceLanguageChoice = lazy(() => import("./interface-language-choice.tsx").then((module) => ({ default: module.InterfaceLanguageChoice })));
const NewsletterSignup = lazy(() => import("./newsletter-signup.tsx").then((module) => ({ default: module.NewsletterSignup })));

type FooterLink = { label: string; path: string };

function serviceLinks(store: StoreView): FooterLink[] {
  const { customerService, delivery, payment } = store.paths;
  const links: FooterLink[] = [{ label: "footer.customerService", path: customerService }];
  // Denmark, Norway and Finland send delivery and payment to one terms page (SPEC §2).
  if (delivery === payment) links.push({ label: "footer.deliveryAndPayment", path: delivery });
  else links.push({ label: "footer.delivery", path: delivery }, { label: "footer.payment", path: payment });
  return [
    ...links,
    { label: "footer.returns", path: "returns" },
    { label: "footer.sizeGuide", path: "size-guide" },
    { label: "footer.contact", path: "contact" },
    { label: "footer.storeLocator", path: "store-locator" },
  ];
}

function inspirationLinks(store: StoreView): FooterLink[] {
  const p = store.paths;
  return [
    { label: "footer.inspirationHome", path: p.inspiration },
    { label: "footer.socialShop", path: p.socialShop },
    { label: "footer.customerPhotos", path: p.customerPhotos },
    { label: "footer.magazine", path: p.magazine },
    { label: "footer.trends", path: p.magazineTrends },
    { label: "footer.customerReviews", path: p.customerReviews },
    { label: "footer.collections", path: p.collections },
    { label: "footer.brands", path: p.brands },
  ];
}

const ABOUT_LINKS: FooterLink[] = [
  { label: "footer.aboutUs", path: "about-us" },
  { label: "footer.legal", path: "legal" },
  { label: "footer.privacy", path: "privacy" },
];

export function Footer() {
  const t = useT();
  const storeLinks = useStoreLinks();
  const store = useStoreView();
  const column = (heading: string, links: FooterLink[]) => (
    <section className="footer__column" aria-label={heading}>
      <h2 className="footer__heading">{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path + link.label}>
            <Link to={storePath(store, `/${link.path}`)}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <footer className="footer" aria-label={t("footer.label")}>
      <div className="footer__columns">
        {column(t("footer.service"), serviceLinks(store))}
        {column(t("footer.inspiration"), inspirationLinks(store))}
        {column(t("meta.siteName"), ABOUT_LINKS)}
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
