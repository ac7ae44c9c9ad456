import { useCallback } from "react";
import { cartRefusalMessage } from "#core/i18n/cart-messages.ts";
import { useT } from "../i18n/use-shell.ts";
import { useSendWhenOnline } from "../offline/use-send-when-online.ts";
import { useCartStore } from "../state/cart.ts";
import { useNotifications } from "../state/notifications.ts";

/**
 * Sends the cart changes made offline when the browser is online again, on every visit, and again
 * later while the server cannot answer (SPEC §4 "Online again"). A change the cart refused meanwhile
 * (sold out...) is said in the notification area, never dropped in silence.
 */
export function OfflineCartSender() {
  const t = useT();
  const notify = useNotifications((s) => s.notify);
  const send = useCartStore((s) => s.sendOfflineChanges);
  useSendWhenOnline(
    useCallback(
      async (reason) => {
        const { refused, pending } = await send(reason);
        for (const refusal of refused) {
          const message = refusal.lost ? t("cart.errors.offlineChangeLost") : `${refusal.name}: ${cartRefusalMessage(refusal.message, t)}`;
          notify({ type: "error", message, hasNoTimeout: true });
        }
        return { pending };
      },
      [send, notify, t],
    ),
  );
  return null;
}
