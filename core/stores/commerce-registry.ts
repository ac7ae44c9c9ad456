import type { StoreCode } from "../stores.ts";
import type { StoreCommerceDefinition } from "./definition.ts";
import dk from "./dk/commerce.ts";
import fi from "./fi/commerce.ts";
import no from "./no/commerce.ts";
import se from "./se/commerce.ts";

/**
 * The commerce settings of every store in core/stores/registry.ts: a store listed there and missing here
 * fails the typecheck. A build can list more through STORE_FIXTURE (tests/support/store-fixture.ts),
 * which stands in for this module.
 */
export const STORE_COMMERCE = { se, dk, no, fi } satisfies Record<StoreCode, StoreCommerceDefinition>;
