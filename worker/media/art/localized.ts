import { forEveryStore, type StoreCode } from "#core/stores.ts";

/** A text in each store view's language. */
export type Localized = Record<StoreCode, string>;

/** A text as written for the four first stores; a store added later reads one of them (forEveryStore). */
export function localized(se: string, dk: string, no: string, fi: string): Localized {
  return forEveryStore({ se, dk, no, fi });
}
