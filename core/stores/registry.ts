import dk from "./dk/view.ts";
import fi from "./fi/view.ts";
import no from "./no/view.ts";
import se from "./se/view.ts";

/**
 * The store views the shop is built with, in the order they are listed everywhere (language switcher,
 * hreflang, sitemaps). Adding a store is a folder beside this one (its view.ts and commerce.ts) and its
 * line here and in commerce-registry.ts; a build can list more through STORE_FIXTURE
 * (tests/support/store-fixture.ts), which stands in for this module.
 */
export const STORE_DEFINITIONS = [se, dk, no, fi] as const;
