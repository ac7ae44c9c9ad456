import { useCallback } from "react";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { AddResult } from "../state/cart.ts";
import { useNotifications } from "../state/notifications.ts";
import { storePath } from "#core/stores.ts";

/** Turns the cart store's answers into the SPEC §8 notifications, in the store's language. */
export function useCartFeedback(): (result: AddResult) => void {
  const t = useT();
  const store = useStoreView();
  const notify = useNotifications((s) => s.notify);
  return useCallback(
    (result: AddResult) => {
      if (result.ok) {
        notify({
          type: "success",
          message: result.updated ? t("cart.updated") : t("cart.added"),
          action: { label: t("cart.proceed"), href: storePath(store, "/checkout") },
        });
        if (result.stock === "volatile") notify({ type: "warning", message: t("cart.volatile") });
        return;
      }
      if (result.reason === "sync") {
        // The cart's own refusal, worded by the server: its translation table loads when one is shown.
        void import("#core/i18n/cart-messages.ts")
          .then(({ cartRefusalMessage }) => cartRefusalMessage(result.message ?? "", t))
          .catch(() => t("cart.errors.generic"))
          .then((message) => notify({ type: "error", message }));
        return;
      }
      const message = result.reason === "price" ? t("cart.errors.priceUnknown") : result.reason === "qty" ? t("cart.errors.qty") : t("cart.errors.outOfStock");
      notify({ type: "error", message });
    },
    [notify, t, store],
  );
}
