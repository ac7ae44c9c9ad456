import type { StoreApi } from "zustand";
import { runBeforeSignOut } from "./before-sign-out.ts";
import { useCartStore } from "./cart.ts";
import { useNotifications } from "./notifications.ts";
import { createTokenLock } from "./token-lock.ts";
import { useUiStore } from "./ui.ts";
import type { CurrentUser, UserActions, UserMessages, UserState } from "./user.ts";

/** How long signing out waits for what was done offline (cart changes, queued orders) to reach the server. */
const SIGN_OUT_PATIENCE_MS = 5_000;

interface SessionAnswer {
  code: number;
  result: { token: string; user: CurrentUser } | string;
}

/**
 * The work behind the user store (`user.ts`) once there is a session: its token, the tab's token lock,
 * sign-out. Loaded when a session marker says a customer is signed in, or a sign-in happens.
 */
export function userActions(set: StoreApi<UserState>["setState"], get: StoreApi<UserState>["getState"], messages: () => UserMessages): UserActions {
  let token: string | null = null;

  const lock = createTokenLock({
    token: () => token,
    async refresh() {
      const response = await fetch("/api/user/refresh", { method: "POST", credentials: "same-origin" });
      if (response.status >= 500) throw new Error(`refresh answered ${response.status}`);
      if (response.ok) {
        token = ((await response.json()) as { result: string }).result;
        return token;
      }
      // Another tab refreshed first (the cookie rotated under us): its token is in the cookie now.
      return (await readSession()) ? token : null;
    },
    onFailure(reason) {
      // SPEC §4: the lock failed (-1) — log out, say why and offer to sign in again.
      void get().logout({ silent: true });
      if (reason === "error") useNotifications.getState().notify({ type: "error", message: messages().refreshError, hasNoTimeout: true });
      else useNotifications.getState().notify({ type: "error", message: messages().refreshFailed });
      useUiStore.getState().openModal("authentication", { view: "login" });
    },
  });

  async function readSession(): Promise<CurrentUser | null> {
    const response = await fetch("/api/user/session", { credentials: "same-origin" });
    if (!response.ok) return null;
    const answer = (await response.json()) as SessionAnswer;
    if (typeof answer.result === "string") return null;
    token = answer.result.token;
    lock.reset(token);
    const { email, firstname, lastname } = answer.result.user;
    return { email, firstname, lastname };
  }

  return {
    readSession: () => readSession().catch(() => null),

    async logout(options) {
      // Changes made offline (a queued order's lines leaving the cart) reach this customer's cart, and the
      // orders they queued offline reach their history, before the session is let go.
      if (!options?.silent) await Promise.all([useCartStore.getState().sendOfflineChangesBeforeSignOut(SIGN_OUT_PATIENCE_MS), runBeforeSignOut(SIGN_OUT_PATIENCE_MS)]);
      await fetch("/api/user/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
      token = null;
      lock.reset(null);
      useCartStore.getState().disconnect();
      set({ status: "anonymous", current: null });
      if (!options?.silent) useNotifications.getState().notify({ type: "success", message: messages().loggedOut });
    },

    authorizedFetch(url, init) {
      return lock.run((current) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), Authorization: `Bearer ${current}` } }));
    },
  };
}
