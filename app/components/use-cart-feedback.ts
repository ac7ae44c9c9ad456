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
      const { refusal } = result;
      if (!refusal) return notify({ type: "error", message: t("cart.errors.generic") });
      // The refusals' words load when one is to be said.
      void import("#core/i18n/refusals.ts")
        .then(({ refusalMessage }) => refusalMessage(refusal, t))
        .catch(() => t("cart.errors.generic"))
        .then((message) => notify({ type: "error", message }));
    },
    [notify, t, store],
  );
}
