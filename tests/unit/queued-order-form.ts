import type { QueuedOrderLine } from "#core/domain/offline-orders.ts";

/** A checkout form as the offline checkout submits it, and the context an order queued offline is made in: the unit tests' shared order. */
export const FIELDS = {
  customerType: "private",
  firstName: "Åsa",
  lastName: "Lind",
  email: "asa@example.se",
  phone: "0701234567",
  street: "Storgatan 1",
  zipCode: "412 63",
  city: "Göteborg",
  shippingMethod: "home_delivery",
  deliveryDate: "2026-06-17",
  deliveryTimeslot: "18-22",
  paymentMethod: "cashondelivery",
  acceptTerms: "on",
};

/** The context an order queued offline is made in, for the given lines. */
export const queuedOrderContext = (lines: QueuedOrderLine[]) => ({ id: "key-12345678", fileId: "file-1", store: "se", country: "SE", today: "2026-06-15", now: "2026-06-15T10:00:00.000Z", lines, couponCode: null as string | null, discount: 0, shippingPrice: 695, customerEmail: null as string | null, sendTried: false });
