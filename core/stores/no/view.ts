import type { StoreViewDefinition } from "../definition.ts";

/** Norway (SPEC §1, §2): interface in Bokmål, content in Nynorsk. */
export default {
  storeCode: "no",
  storeId: 3,
  urlPrefix: "/no",
  name: "Norge",
  countryId: "NO",
  languages: [
    { locale: "nb-NO", name: "Norsk" },
    { locale: "en-US", name: "English" },
  ],
  contentLanguage: "nn-NO",
  taxRate: 0.25,
  i18n: {
    currencyCode: "NOK",
    currencySign: "kr",
    currencyDecimal: ",",
    currencyGroup: " ",
    minusSign: "\u2212",
    fractionDigits: 0,
    dateFormat: "DD.MM.YYYY",
  },
  paths: {
    inspiration: "inspirasjon",
    socialShop: "inspirasjon/social-shop",
    customerPhotos: "inspirasjon/kundebilder",
    magazine: "magazine",
    magazineTrends: "magazine/c/arets-trender",
    customerReviews: "kundeanmeldelser",
    collections: "kolleksjoner",
    brands: "varumarken",
    customerService: "kundeservice",
    delivery: "kjopsvilkar",
    payment: "kjopsvilkar",
    cart: "handlekurv",
  },
  productReviewsSegment: "omtaler",
  showrooms: [],
} as const satisfies StoreViewDefinition;
