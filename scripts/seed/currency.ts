import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import type { ItemKind } from "#worker/media/art/kinds.ts";
import { cents, roundSek } from "#core/domain/shelf-price.ts";

export { convertSek, roundSek } from "#core/domain/shelf-price.ts";

/** The next shelf price below `price` in a store's currency (a currency with cents steps by a whole unit). */
export function stepBelow(store: StoreCode, price: number): number {
  if (STORE_VIEWS[store].i18n.fractionDigits > 0) return price >= 200 ? price - 1 : cents(price - 1);
  return price - (price >= 1000 ? 100 : 10);
}

const SIZE_PRICE_STEP = 0.15;

/** Larger sizes of a kind cost more: +15 % per size step. */
export function sizePrice(kind: ItemKind, basePrice: number, size: string | null): number {
  const index = size ? Math.max(0, kind.sizes.indexOf(size)) : 0;
  return roundSek(basePrice * (1 + SIZE_PRICE_STEP * index));
}
