import type { ZipCountry } from "../domain/checkout-validation.ts";
import type { BookedSlot } from "../domain/delivery-booking.ts";
import type { PickupPoint } from "../domain/pickup-points.ts";
import type { StoreCode } from "../stores.ts";

export type { PickupPoint };

/**
 * Delivery (issue 17; SPEC §7 "Delivery, booking, stores"): the carrier's side of shipping. The
 * D1 adapter has a built-in carrier (its pickup points in D1); a real carrier service plugs in
 * behind the same questions.
 */
export interface DeliveryPort {
  /** The carrier's pickup points nearest to a postcode, nearest first; null for a postcode the country does not have. */
  pickupPoints(country: ZipCountry, postcode: string, limit: number): Promise<PickupPoint[] | null>;
  /** One of the carrier's pickup points by its agent id, in the country; null when it has none such. */
  pickupPoint(country: ZipCountry, agentId: string): Promise<Omit<PickupPoint, "distance"> | null>;
  /** A home delivery by its shipment number; null for a number the carrier does not have. */
  shipment(shipmentNumber: string): Promise<Shipment | null>;
  /**
   * Books (or moves) a home delivery from the booking the caller read (`from`) to a day and timeslot it
   * has checked; `lateChange` notes that the move may cost a cancellation fee. The shipment as booked;
   * null when no shipment has this number, or when it changed since it was read (booked again,
   * delivered, or its day has come on `today`): nothing is written then.
   */
  bookShipment(shipmentNumber: string, change: ShipmentBooking): Promise<Shipment | null>;
  /** The carrier's word on an order's parcel once it has shipped; null before, and for an order it does not carry. */
  tracking(orderNumber: string): Promise<ShipmentTracking | null>;
}

export const SHIPMENT_STATUSES = ["shipped", "delivered"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** An order's parcel as its carrier tracks it. */
export interface ShipmentTracking {
  number: string;
  status: ShipmentStatus;
  /** The carrier's tracking page of the parcel (a path of the shop or an address); null when it has none. */
  url: string | null;
}

export interface ShipmentBooking {
  from: BookedSlot | null;
  to: BookedSlot;
  today: string;
  lateChange: boolean;
}

/** A home delivery as the booking page and API see it (SPEC §2 /bokning/:shipmentNumber). */
export interface Shipment {
  /** The carrier's number, also the id in the mailed booking link (unguessable: the link is the key). */
  shipmentNumber: string;
  orderNumber: string;
  store: StoreCode;
  /** The booking link's last day (14 days from the order day). */
  lastDay: string;
  delivered: boolean;
  /** The shipping product the delivery's timeslots are filtered to (SPEC §5). */
  productCode: string;
  address: { street: string; zipCode: string; city: string; country: string };
  booked: BookedSlot | null;
}
