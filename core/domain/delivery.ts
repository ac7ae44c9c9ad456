/** Delivery-time labels (SPEC §9 "Delivery-time labels by days", "Short delivery 14 days"). */

export type DeliveryWeeksLabel = "2" | "2-4" | "4-6" | "6-8" | "8-10" | "10+";

/** Deliveries of at most this many days count as short. */
export const SHORT_DELIVERY_DAYS = 14;

/** SPEC §9 "lead-time fallback 10": days assumed when an out-of-stock item has no known delivery time. */
export const LEAD_TIME_FALLBACK_DAYS = 10;

/** Upper bound (inclusive, in days) of each label; anything above the last is "10+". */
const WEEK_BANDS: readonly (readonly [maxDays: number, label: DeliveryWeeksLabel])[] = [
  [14, "2"],
  [28, "2-4"],
  [42, "4-6"],
  [56, "6-8"],
  [70, "8-10"],
];

function checkDays(days: number): void {
  if (!Number.isFinite(days) || days < 0) {
    throw new RangeError(`Delivery time must be a finite number of days ≥ 0, got ${days}`);
  }
}

/**
 * Weeks label for a delivery time in days: ≤14 "2", 15–28 "2-4", 29–42 "4-6",
 * 43–56 "6-8", 57–70 "8-10", >70 "10+". Fractional days fall in the band of the next
 * whole day (14.5 → "2-4"). Throws RangeError for negative or non-finite input.
 */
export function deliveryWeeksLabel(days: number): DeliveryWeeksLabel {
  checkDays(days);
  for (const [maxDays, label] of WEEK_BANDS) if (days <= maxDays) return label;
  return "10+";
}

/** True when the delivery time is at most 14 days. Throws RangeError for negative or non-finite input. */
export function isShortDelivery(days: number): boolean {
  checkDays(days);
  return days <= SHORT_DELIVERY_DAYS;
}
