import { STORE_VIEWS } from "#core/stores.ts";
import type { CoreCommerce } from "../commerce/shop/core-commerce.ts";
import type { Mailer } from "./mailer.ts";
import type { PlacedOrder, ShipmentTracking } from "#core/port/index.ts";
import { orderConfirmationMail, shipmentMail } from "./templates.ts";

/**
 * Wraps a backend so every order placed — from the API, the checkout page or the hosted
 * checkout — mails its confirmation, exactly once (the outbox refuses a second mail for the same
 * order number). A mail that fails is logged, never turned into a failed order.
 */
export function withOrderMail(backend: CoreCommerce, mailer: Mailer, origin: string): CoreCommerce {
  return {
    ...backend,
    orders: {
      ...backend.orders,
      async place(input) {
        const outcome = await backend.orders.place(input);
        if (outcome.ok) {
          const store = STORE_VIEWS[outcome.order.store];
          try {
            await mailer.send(await orderConfirmationMail(store, outcome.order, origin));
          } catch (error) {
            console.error("order confirmation mail failed", outcome.order.incrementId, error);
          }
        }
        return outcome;
      },
    },
  };
}

/**
 * Tells the shopper their order has shipped, in the order's store language, once per parcel: a
 * repeated shipment event (shipped again, then delivered) finds the mail in the outbox and sends none.
 * A mail that fails is logged: the parcel has moved all the same.
 */
export async function mailShipment(mailer: Mailer, order: PlacedOrder, tracking: ShipmentTracking, origin: string): Promise<void> {
  try {
    await mailer.send(await shipmentMail(STORE_VIEWS[order.store], order, tracking, origin));
  } catch (error) {
    console.error("shipment mail failed", order.incrementId, error);
  }
}
