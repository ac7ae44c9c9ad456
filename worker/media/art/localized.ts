import type { StoreCode } from "#core/stores.ts";

/** A text in each store view's language. */
export type Localized = Record<StoreCode, string>;

export function localized(se: string, dk: string, no: string, fi: string): Localized {
  return { se, dk, no, fi };
}
