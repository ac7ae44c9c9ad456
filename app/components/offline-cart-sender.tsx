import { useCallback } from "react";
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
        // The refusals' words load when one is to be said.
        const words = refused.length > 0 ? await import("#core/i18n/refusals.ts").catch(() => null) : null;
        for (const refusal of refused) {
          const why = "lost" in refusal ? null : refusal.refusal && words ? words.refusalMessage(refusal.refusal, t) : t("cart.errors.generic");
          notify({ type: "error", message: "lost" in refusal ? t("cart.errors.offlineChangeLost") : `${refusal.name}: ${why}`, hasNoTimeout: true });
        }
        return { pending };
      },
      [send, notify, t],
    ),
  );
  return null;
}
