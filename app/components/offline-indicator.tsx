import { useT } from "../i18n/use-shell.ts";
import { useOnline } from "../offline/use-online.ts";

/** A quiet line under the header while there is no connection; screen readers hear it once. */
export function OfflineIndicator() {
  const t = useT();
  const online = useOnline();
  return (
    <p className="offline-indicator" role="status" hidden={online}>
      {online ? null : t("offline.indicator")}
    </p>
  );
}
