import type { StoreViewDefinition } from "../definition.ts";

/** Denmark (SPEC §1, §2). */
export default {
  storeCode: "dk",
  storeId: 2,
  urlPrefix: "/dk",
  name: "Danmark",
  countryId: "DK",
  languages: [
    { locale: "da-DK", name: "Dansk" },
    { locale: "en-US", name: "English" },
  ],
  contentLanguage: "da",
  taxRate: 0.25,
  i18n: {
    currencyCode: "DKK",
    currencySign: "kr.",
    currencyDecimal: ",",
    currencyGroup: ".",
    minusSign: "-",
    fractionDigits: 0,
    dateFormat: "DD.MM.YYYY",
  },
  paths: {
    inspiration: "inspiration",
    socialShop: "inspiration/social-shop",
    customerPhotos: "inspiration/kundebilleder",
    magazine: "magazine",
    magazineTrends: "magazine/c/arets-trender",
    customerReviews: "kundeanmeldelser",
    collections: "kollektioner",
    brands: "varumarken",
    customerService: "kundeservice",
    delivery: "kobsbetingelser",
    payment: "kobsbetingelser",
    cart: "indkobskurv",
  },
  productReviewsSegment: "anmeldelser",
  showrooms: [],
} as const satisfies StoreViewDefinition;
