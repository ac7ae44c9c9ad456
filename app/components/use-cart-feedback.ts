import { useCallback } from "react";
import { cartRefusalMessage } from "../i18n/cart-messages.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { AddResult } from "../state/cart.ts";
import { useNotifications } from "../state/notifications.ts";
import { storePath } from "../stores.ts";

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
      const message =
        result.reason === "price"
          ? t("cart.errors.priceUnknown")
          : result.reason === "qty"
            ? t("cart.errors.qty")
            : result.reason === "out_of_stock"
              ? t("cart.errors.outOfStock")
              : cartRefusalMessage(result.message ?? "", t);
      notify({ type: "error", message });
    },
    [notify, t, store],
  );
}
