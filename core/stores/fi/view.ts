import type { StoreViewDefinition } from "../definition.ts";

/** Finland (SPEC §1, §2): euros with cents, VAT 25.5 % (SPEC §9's tax multiplier 1.255), Swedish as a second language. */
export default {
  storeCode: "fi",
  storeId: 4,
  urlPrefix: "/fi",
  name: "Suomi",
  countryId: "FI",
  languages: [
    { locale: "fi-FI", name: "Suomi" },
    { locale: "sv-FI", name: "Svenska" },
    { locale: "en-US", name: "English" },
  ],
  contentLanguage: "fi",
  taxRate: 0.255,
  i18n: {
    currencyCode: "EUR",
    currencySign: "€",
    currencyDecimal: ",",
    currencyGroup: " ",
    minusSign: "\u2212",
    fractionDigits: 2,
    dateFormat: "D.M.YYYY",
  },
  paths: {
    inspiration: "inspiration",
    socialShop: "inspiration/social-shop",
    customerPhotos: "inspiration/kundbilder",
    magazine: "magazine",
    magazineTrends: "magazine/c/arets-trender",
    customerReviews: "kundomdomen",
    collections: "kolleksjoner",
    brands: "varumarken",
    customerService: "kundeservice",
    delivery: "kjopsvilkar",
    payment: "kjopsvilkar",
    cart: "ostoskori",
  },
  productReviewsSegment: "arvostelut",
  showrooms: [],
} as const satisfies StoreViewDefinition;
