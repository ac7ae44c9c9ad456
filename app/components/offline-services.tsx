import { useServiceWorker } from "../offline/use-service-worker.ts";
import { useVersionCheck } from "../offline/use-version-check.ts";
import { OfflineCartSender } from "./offline-cart-sender.tsx";
import { OfflineIndicator } from "./offline-indicator.tsx";
import { OfflineOrderSender } from "./offline-order-sender.tsx";

/**
 * What the shop does about connections and deploys, loaded after the page has hydrated (none of it is
 * needed for the first screen): the service worker, the version check, the offline line under the
 * header and the sending of offline cart changes and queued orders.
 */
export default function OfflineServices() {
  useServiceWorker();
  useVersionCheck();
  return (
    <>
      <OfflineIndicator />
      <OfflineCartSender />
      <OfflineOrderSender />
    </>
  );
}
