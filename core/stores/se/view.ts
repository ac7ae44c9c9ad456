import type { StoreViewDefinition } from "../definition.ts";

/** Sweden: the default store, no URL prefix (SPEC §1, §2). */
export default {
  storeCode: "se",
  storeId: 1,
  urlPrefix: "",
  name: "Sverige",
  countryId: "SE",
  languages: [
    { locale: "sv-SE", name: "Svenska" },
    { locale: "en-US", name: "English" },
  ],
  contentLanguage: "sv",
  taxRate: 0.25,
  i18n: {
    currencyCode: "SEK",
    currencySign: "kr",
    currencyDecimal: ",",
    currencyGroup: " ",
    minusSign: "\u2212",
    fractionDigits: 0,
    dateFormat: "YYYY-MM-DD",
  },
  paths: {
    inspiration: "inspiration",
    socialShop: "inspiration/social-shop",
    customerPhotos: "inspiration/kundbilder",
    magazine: "magazine",
    magazineTrends: "magazine/c/arets-trender",
    customerReviews: "kundomdomen",
    collections: "kollektioner",
    brands: "varumarken",
    customerService: "kundtjanst",
    delivery: "leverans",
    payment: "betalning",
    cart: "varukorg",
  },
  productReviewsSegment: "omdomen",
  showrooms: [
    { id: 1, name: "Hisingen", city: "Göteborg" },
    { id: 2, name: "Kållered", city: "Mölndal" },
    { id: 3, name: "Tyresö", city: "Tyresö" },
    { id: 4, name: "City Karlstad", city: "Karlstad" },
  ],
} as const satisfies StoreViewDefinition;
