import type { FooterColumn } from "../port/site-content.ts";
import type { Translate } from "../i18n/translator.ts";
import { storePath, type StoreView } from "../stores.ts";

type FooterLinkKey = { label: string; path: string };

function serviceLinks(store: StoreView): FooterLinkKey[] {
  const { customerService, delivery, payment } = store.paths;
  const links: FooterLinkKey[] = [{ label: "footer.customerService", path: customerService }];
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

function inspirationLinks(store: StoreView): FooterLinkKey[] {
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

const ABOUT_LINKS: FooterLinkKey[] = [
  { label: "footer.aboutUs", path: "about-us" },
  { label: "footer.legal", path: "legal" },
  { label: "footer.privacy", path: "privacy" },
];

/** The footer's link columns of the shop's own content (no content service): its service, inspiration and about pages. */
export function shopFooterColumns(store: StoreView, t: Translate): FooterColumn[] {
  const column = (heading: string, links: FooterLinkKey[]): FooterColumn => ({
    heading,
    links: links.map((link) => ({ label: t(link.label), href: storePath(store, `/${link.path}`) })),
  });
  return [column(t("footer.service"), serviceLinks(store)), column(t("footer.inspiration"), inspirationLinks(store)), column(t("meta.siteName"), ABOUT_LINKS)];
}
