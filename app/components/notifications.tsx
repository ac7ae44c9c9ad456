import { Link } from "react-router";
import { useT } from "../i18n/use-shell.ts";
import { useNotifications } from "../state/notifications.ts";

/** SPEC §8 notifications: each with OK and, where given, an action such as "Proceed to checkout". */
export function Notifications({ withActions = true }: { withActions?: boolean }) {
  const t = useT();
  const notifications = useNotifications((s) => s.notifications);
  const dismiss = useNotifications((s) => s.dismiss);
  return (
    <div className="notifications" role="status" aria-live="polite">
      {notifications.map((n) => (
        <div key={n.id} className={`notification notice notice--${n.type}`} data-type={n.type}>
          <p>{n.message}</p>
          <div className="notification__actions">
            {withActions && n.action && (
              <Link className="button button--primary" to={n.action.href} onClick={() => dismiss(n.id)}>
                {n.action.label}
              </Link>
            )}
            <button type="button" className="button" onClick={() => dismiss(n.id)}>
              {t("cart.ok")}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
