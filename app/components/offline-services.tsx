import { useEffect } from "react";
import { useT } from "../i18n/use-shell.ts";
import { onUpgradeBlocked } from "../offline/offline-db.ts";
import { useServiceWorker } from "../offline/use-service-worker.ts";
import { useVersionCheck } from "../offline/use-version-check.ts";
import { useNotifications } from "../state/notifications.ts";
import { OfflineCartSender } from "./offline-cart-sender.tsx";
import { OfflineIndicator } from "./offline-indicator.tsx";
import { OfflineOrderSender } from "./offline-order-sender.tsx";

/** An open tab of an older build holding this device's offline store: the shopper is told to close it. */
function useOlderTabNotice(): void {
  const t = useT();
  const notify = useNotifications((s) => s.notify);
  useEffect(() => onUpgradeBlocked(() => notify({ type: "warning", message: t("offline.olderTab"), hasNoTimeout: true })), [t, notify]);
}

/**
 * What the shop does about connections and deploys, loaded after the page has hydrated (none of it is
 * needed for the first screen): the service worker, the version check, the offline line under the
 * header and the sending of offline cart changes and queued orders.
 */
export default function OfflineServices() {
  useServiceWorker();
  useVersionCheck();
  useOlderTabNotice();
  return (
    <>
      <OfflineIndicator />
      <OfflineCartSender />
      <OfflineOrderSender />
    </>
  );
}
