import type { ZipCountry } from "../../../app/domain/checkout-validation.ts";
import type { PickupPoint } from "../../../app/domain/pickup-points.ts";

export type { PickupPoint };

/**
 * Delivery (issue 17; SPEC §7 "Delivery, booking, stores"): the carrier's side of shipping. The
 * embedded adapter has a built-in carrier (its pickup points in D1); a real carrier service plugs in
 * behind the same questions.
 */
export interface DeliveryPort {
  /** The carrier's pickup points nearest to a postcode, nearest first; null for a postcode the country does not have. */
  pickupPoints(country: ZipCountry, postcode: string, limit: number): Promise<PickupPoint[] | null>;
  /** One of the carrier's pickup points by its agent id, in the country; null when it has none such. */
  pickupPoint(country: ZipCountry, agentId: string): Promise<Omit<PickupPoint, "distance"> | null>;
}
