import { STORE_VIEWS } from "#core/stores.ts";
import type { CoreCommerce } from "../commerce/shop/core-commerce.ts";
import type { Mailer } from "./mailer.ts";
import { orderConfirmationMail } from "./templates.ts";

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
