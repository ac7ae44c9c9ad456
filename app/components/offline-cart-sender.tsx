import { useEffect } from "react";
import { cartRefusalMessage } from "../i18n/cart-messages.ts";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";
import { useNotifications } from "../state/notifications.ts";

/** Waits before sending again changes the server did not answer: longer each time. */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000];

/**
 * Sends the cart changes made offline when the browser is online again, on every visit, and again
 * later while the server cannot answer (SPEC §4 "Online again"). A change the cart refused meanwhile
 * (sold out...) is said in the notification area, never dropped in silence.
 */
export function OfflineCartSender() {
  const t = useT();
  const notify = useNotifications((s) => s.notify);
  const send = useCartStore((s) => s.sendOfflineChanges);
  useEffect(() => {
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const sendAndReport = async (reason: "visit" | "online" | "retry") => {
      clearTimeout(retry);
      try {
        const { refused, pending } = await send(reason);
        for (const refusal of refused) {
          const message = refusal.lost ? t("cart.errors.offlineChangeLost") : `${refusal.name}: ${cartRefusalMessage(refusal.message, t)}`;
          notify({ type: "error", message, hasNoTimeout: true });
        }
        attempt = pending ? attempt + 1 : 0;
        if (pending) retry = setTimeout(() => void sendAndReport("retry"), RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]);
      } catch {
        // Nothing sent, nothing lost: the changes stay queued for the next try.
      }
    };
    const onOnline = () => void sendAndReport("online");
    void sendAndReport("visit");
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(retry);
      window.removeEventListener("online", onOnline);
    };
  }, [send, notify, t]);
  return null;
}
