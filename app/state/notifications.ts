import { create } from "zustand";

/** SPEC §4/§8 notifications: success, warning or error, with optional actions (OK, "Proceed to checkout"). */
export interface Notification {
  id: number;
  type: "success" | "warning" | "error" | "info";
  message: string;
  action?: { label: string; href: string };
  /** Milliseconds before it goes away; default NOTIFICATION_TTL_MS. */
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export const NOTIFICATION_TTL_MS = 5000;

/** An identical consecutive message is ignored (SPEC §4 "Notifications"). */
export function withNotification(list: readonly Notification[], next: Notification): Notification[] {
  const last = list[list.length - 1];
  if (last && last.type === next.type && last.message === next.message) return [...list];
  return [...list, next];
}

interface NotificationStore {
  notifications: Notification[];
  notify: (notification: Omit<Notification, "id">) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotifications = create<NotificationStore>()((set, get) => ({
  notifications: [],
  notify(notification) {
    const entry = { ...notification, id: nextId++ };
    const before = get().notifications;
    const after = withNotification(before, entry);
    if (after.length === before.length) return;
    set({ notifications: after });
    if (!entry.hasNoTimeout) setTimeout(() => get().dismiss(entry.id), entry.timeToLive ?? NOTIFICATION_TTL_MS);
  },
  dismiss(id) {
    set((s) => ({ notifications: s.notifications.filter((n) => n.id !== id) }));
  },
}));
