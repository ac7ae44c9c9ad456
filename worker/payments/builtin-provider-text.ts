import { forEveryStore, type StoreCode } from "#core/stores.ts";

/**
 * The built-in test provider's own words, in the shopper's language like a real provider's
 * payment page: it stands in for a third-party service, so it keeps its own texts.
 */
export const PROVIDER_TEXT: Record<StoreCode, { title: string; total: string; pay: (amount: string) => string; decline: string }> = forEveryStore({
  se: { title: "Inbyggd betalleverantör · testläge", total: "Totalt", pay: (amount) => `Betala ${amount}`, decline: "Avbryt betalningen" },
  dk: { title: "Indbygget betalingsudbyder · testtilstand", total: "I alt", pay: (amount) => `Betal ${amount}`, decline: "Afvis betalingen" },
  no: { title: "Innebygd betalingsleverandør · testmodus", total: "Totalt", pay: (amount) => `Betal ${amount}`, decline: "Avvis betalingen" },
  fi: { title: "Sisäänrakennettu maksupalvelu · testitila", total: "Yhteensä", pay: (amount) => `Maksa ${amount}`, decline: "Hylkää maksu" },
});
