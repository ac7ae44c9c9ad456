/**
 * Price filter ranges (SPEC §9 "Price filter ranges") and their search-query form
 * (SPEC §2: "price is written from-to with * for open-ended").
 * A bucket is half-open: from ≤ price < to; a null bound is open.
 */

export type PriceBucket = { readonly from: number | null; readonly to: number | null };

/** Under 400, 400-800, …, 12000-20000, over 20000. The first bucket is open below, the last open above. */
export const PRICE_BUCKETS: readonly PriceBucket[] = Object.freeze(
  [
    { from: null, to: 400 },
    { from: 400, to: 800 },
    { from: 800, to: 2400 },
    { from: 2400, to: 5600 },
    { from: 5600, to: 8000 },
    { from: 8000, to: 12000 },
    { from: 12000, to: 20000 },
    { from: 20000, to: null },
  ].map((b) => Object.freeze(b)),
);

/** from ≤ price < to (null bound = open); negative or non-finite prices are in no bucket. */
export function inPriceBucket(price: number, b: PriceBucket): boolean {
  if (!Number.isFinite(price) || price < 0) return false;
  return (b.from === null || price >= b.from) && (b.to === null || price < b.to);
}

/** The PRICE_BUCKETS entry containing `price` (from ≤ price < to); null for negative or non-finite prices. */
export function priceBucketFor(price: number): PriceBucket | null {
  return PRICE_BUCKETS.find((b) => inPriceBucket(price, b)) ?? null;
}

/**
 * Label for a bucket: '< to' when open below, '> from' when open above, else 'from - to';
 * amounts go through `formatAmount` (e.g. formatMoney with the store currency).
 * Throws RangeError for a bucket open at both ends.
 */
export function priceBucketLabel(bucket: PriceBucket, formatAmount: (n: number) => string): string {
  const { from, to } = bucket;
  if (from === null) {
    if (to === null) throw new RangeError("A price bucket needs at least one bound");
    return `< ${formatAmount(to)}`;
  }
  if (to === null) return `> ${formatAmount(from)}`;
  return `${formatAmount(from)} - ${formatAmount(to)}`;
}

/** Query value 'from-to' with '*' for an open end: '*-400', '400-800', '20000-*'. */
export function priceBucketQueryValue(bucket: PriceBucket): string {
  return `${bucket.from ?? "*"}-${bucket.to ?? "*"}`;
}

const QUERY_VALUE = /^(\*|\d+(?:\.\d+)?)-(\*|\d+(?:\.\d+)?)$/;

/**
 * Parses 'from-to' ('*' = open end; non-negative decimal numbers) back to a bucket.
 * Accepts any range, not only PRICE_BUCKETS. Returns null — never throws — for malformed
 * input, '*-*', non-finite numbers, or from > to (from = to is accepted).
 */
export function parsePriceBucketQueryValue(s: string): PriceBucket | null {
  if (typeof s !== "string") return null;
  const m = QUERY_VALUE.exec(s.trim());
  if (!m) return null;
  const from = m[1] === "*" ? null : Number(m[1]);
  const to = m[2] === "*" ? null : Number(m[2]);
  if (from === null && to === null) return null;
  if ((from !== null && !Number.isFinite(from)) || (to !== null && !Number.isFinite(to))) return null;
  if (from !== null && to !== null && from > to) return null;
  return { from, to };
}
