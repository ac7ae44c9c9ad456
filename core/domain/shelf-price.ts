import { storeCommerce } from "../store-commerce.ts";
import type { StoreCode } from "../stores.ts";

/** Shelf prices: a SEK price as each store's currency prices it (the catalog keeps option surcharges in SEK). */

export const cents = (value: number): number => Math.round(value * 100) / 100;

/** A Swedish shelf price: 699, 1 295, 12 995. */
export function roundSek(value: number): number {
  if (value < 1000) return Math.max(99, Math.round(value / 100) * 100 - 1);
  return Math.round(value / 100) * 100 - 5;
}

/** A whole price ending in 9 (539, 8 799), as DKK and NOK shelf prices do. */
function roundKroner(value: number): number {
  const rounded = value < 1000 ? Math.round(value / 10) * 10 - 1 : Math.round(value / 100) * 100 - 1;
  return Math.max(9, rounded);
}

/** A euro price: 52.95 below 200 €, whole euros above. */
function roundEuro(value: number): number {
  if (value < 200) return Math.max(0.95, cents(Math.round(value) - 0.05));
  return Math.round(value);
}

const ROUNDINGS = { kroner: roundKroner, euro: roundEuro } as const;

/** A SEK price (tax included) as the shelf price of the store's currency (the shelfPrice rule of the store's commerce settings). */
export function convertSek(store: StoreCode, sek: number): number {
  const rule = storeCommerce(store).shelfPrice;
  return rule === "catalog" ? sek : ROUNDINGS[rule.rounding](sek * rule.perSek);
}
