/**
 * The stand-in's space: the shop's content model (docs/contentful.md) with a little demo content in four
 * locales. fi-FI falls back to sv-SE and nb-NO to da-DK, so the Finnish and Norwegian stores show the
 * fallback's words where a field has none of its own. Product and category references (productLink,
 * categoryLink) are published by the tests themselves, with ids from the seeded catalog.
 */
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import { link, type ContentType, type Space, type StoredAsset, type StoredEntry } from "./space.ts";

export const DEMO_SPACE_ID = "nordicshop01";
export const DEMO_DELIVERY_TOKEN = "test-delivery-token";

export const CONTENT_TYPES: ContentType[] = [
  { id: "page", localized: ["title", "slug", "metaTitle", "metaDescription", "metaKeywords", "body"] },
  { id: "navigation", localized: [] },
  { id: "navigationItem", localized: ["label", "path"] },
  { id: "footer", localized: [] },
  { id: "footerColumn", localized: ["heading"] },
  { id: "homeBanner", localized: ["title", "subtitle", "path"] },
  { id: "productLink", localized: [] },
  { id: "categoryLink", localized: [] },
];

const text = (value: string, marks: string[] = []) => ({ nodeType: "text", value, marks: marks.map((type) => ({ type })), data: {} });
const paragraph = (...content: object[]) => ({ nodeType: BLOCKS.PARAGRAPH, data: {}, content });
const document = (...content: object[]) => ({ nodeType: BLOCKS.DOCUMENT, data: {}, content });

/** The care guide's body: headings, marks, a safe and an unsafe hyperlink, an entry hyperlink, an embedded picture and product. */
function careBody(language: "sv" | "da") {
  const words =
    language === "sv"
      ? { heading: "Så håller möblerna länge", intro: "Torka av ", bold: "varsamt", rest: " med en fuktig trasa.", more: "Läs mer hos ", sofas: "Se alla soffor", trick: "klicka här" }
      : { heading: "Sådan holder møblerne længe", intro: "Tør af ", bold: "forsigtigt", rest: " med en fugtig klud.", more: "Læs mere hos ", sofas: "Se alle sofaer", trick: "klik her" };
  return document(
    { nodeType: BLOCKS.HEADING_2, data: {}, content: [text(words.heading)] },
    paragraph(text(words.intro), text(words.bold, [MARKS.BOLD]), text(words.rest)),
    paragraph(text(words.more), { nodeType: INLINES.HYPERLINK, data: { uri: "https://www.example.org/care" }, content: [text("example.org")] }, text(" "), { nodeType: INLINES.HYPERLINK, data: { uri: "javascript:alert(1)" }, content: [text(words.trick)] }),
    paragraph({ nodeType: INLINES.ENTRY_HYPERLINK, data: { target: link("Entry", "categorySofas") }, content: [text(words.sofas)] }),
    { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: link("Asset", "sofaPhoto") }, content: [] },
    { nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: link("Entry", "productFeatured") }, content: [] },
  );
}

const ASSETS: StoredAsset[] = [
  {
    id: "sofaPhoto",
    fields: {
      title: { "sv-SE": "Soffa i vardagsrum" },
      description: { "sv-SE": "En grön soffa i ett ljust vardagsrum", "da-DK": "En grøn sofa i en lys stue" },
      file: { "sv-SE": { url: "//images.ctfassets.net/nordicshop01/sofaPhoto/0a1b/sofa.jpg", fileName: "sofa.jpg", contentType: "image/jpeg", details: { size: 482133, image: { width: 2400, height: 1600 } } } },
    },
  },
];

const entry = (id: string, contentType: string, fields: StoredEntry["fields"]): StoredEntry => ({ id, contentType, fields, createdAt: "2026-05-01T08:00:00.000Z", updatedAt: "2026-06-01T08:00:00.000Z", revision: 1 });

const ENTRIES: StoredEntry[] = [
  entry("pageCare", "page", {
    pageKey: { "sv-SE": "care-guide" },
    title: { "sv-SE": "Skötselråd", "da-DK": "Plejeguide" },
    slug: { "sv-SE": "skotselrad", "da-DK": "plejeguide" },
    metaDescription: { "sv-SE": "Så sköter du dina möbler.", "da-DK": "Sådan plejer du dine møbler." },
    body: { "sv-SE": careBody("sv"), "da-DK": careBody("da") },
  }),
  entry("pageStory", "page", {
    pageKey: { "sv-SE": "our-story" },
    title: { "sv-SE": "Vår historia", "da-DK": "Vores historie", "nb-NO": "Vår historie", "fi-FI": "Tarinamme" },
    slug: { "sv-SE": "var-historia", "da-DK": "vores-historie", "nb-NO": "var-historie", "fi-FI": "tarinamme" },
    metaDescription: { "sv-SE": "Hur allt började." },
    body: { "sv-SE": document(paragraph(text("Det började i en verkstad i Småland."))), "fi-FI": document(paragraph(text("Kaikki alkoi verstaalta Smålandissa."))) },
  }),
  entry("navCare", "navigationItem", { label: { "sv-SE": "Skötselråd", "da-DK": "Plejeguide" }, target: { "sv-SE": link("Entry", "pageCare") } }),
  entry("navStory", "navigationItem", { label: { "sv-SE": "Vår historia", "da-DK": "Vores historie" }, target: { "sv-SE": link("Entry", "pageStory") } }),
  entry("navContact", "navigationItem", { label: { "sv-SE": "Kontakta oss", "da-DK": "Kontakt os" }, path: { "sv-SE": "/contact" } }),
  entry("navSofas", "navigationItem", { label: { "sv-SE": "Soffor", "da-DK": "Sofaer" }, target: { "sv-SE": link("Entry", "categorySofas") }, children: { "sv-SE": [link("Entry", "navCare")] } }),
  entry("mainNavigation", "navigation", { items: { "sv-SE": [link("Entry", "navSofas"), link("Entry", "navStory")] } }),
  entry("columnService", "footerColumn", { heading: { "sv-SE": "Kundservice", "da-DK": "Kundeservice" }, links: { "sv-SE": [link("Entry", "navCare"), link("Entry", "navContact")] } }),
  entry("columnAbout", "footerColumn", { heading: { "sv-SE": "Om oss", "da-DK": "Om os" }, links: { "sv-SE": [link("Entry", "navStory")] } }),
  entry("footer", "footer", { columns: { "sv-SE": [link("Entry", "columnService"), link("Entry", "columnAbout")] } }),
  entry("bannerHero", "homeBanner", {
    kind: { "sv-SE": "head" },
    position: { "sv-SE": 1 },
    title: { "sv-SE": "Sommarens soffor", "da-DK": "Sommerens sofaer" },
    subtitle: { "sv-SE": "Nya färger för ljusa kvällar", "da-DK": "Nye farver til lyse aftener" },
    target: { "sv-SE": link("Entry", "categorySofas") },
    image: { "sv-SE": link("Asset", "sofaPhoto") },
  }),
  entry("bannerCare", "homeBanner", {
    kind: { "sv-SE": "banner" },
    position: { "sv-SE": 2 },
    title: { "sv-SE": "Skötselråd", "da-DK": "Plejeguide" },
    subtitle: { "sv-SE": "Så håller möblerna länge", "da-DK": "Sådan holder møblerne længe" },
    target: { "sv-SE": link("Entry", "pageCare") },
    image: { "sv-SE": link("Asset", "sofaPhoto") },
  }),
];

/** A fresh copy of the demo space: what one test file changes, no other sees. */
export function demoSpace(): Space {
  return {
    id: DEMO_SPACE_ID,
    environment: "master",
    locales: [
      { code: "sv-SE", fallbackCode: null, default: true },
      { code: "da-DK", fallbackCode: null, default: false },
      { code: "nb-NO", fallbackCode: "da-DK", default: false },
      { code: "fi-FI", fallbackCode: "sv-SE", default: false },
    ],
    contentTypes: CONTENT_TYPES,
    entries: new Map(structuredClone(ENTRIES).map((stored) => [stored.id, stored])),
    assets: new Map(structuredClone(ASSETS).map((stored) => [stored.id, stored])),
  };
}
