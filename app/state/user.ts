import { create } from "zustand";
import { hasSignedInMarker } from "#core/account/session-cookie.ts";
import { runBeforeSignOut } from "./before-sign-out.ts";
import { useCartStore } from "./cart.ts";
import { useNotifications } from "./notifications.ts";
import { createTokenLock } from "./token-lock.ts";
import { useUiStore } from "./ui.ts";

/** How long signing out waits for what was done offline (cart changes, queued orders) to reach the server. */
const SIGN_OUT_PATIENCE_MS = 5_000;

/** What the header and forms show of the signed-in customer (never in cached HTML: it hydrates here). */
export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
}

/** Messages in the store's language, handed over by the shell (SPEC §8). */
export interface UserMessages {
  loggedOut: string;
  refreshFailed: string;
  refreshError: string;
}

interface UserState {
  /** "unknown" until the session has been looked at after hydration. */
  status: "unknown" | "anonymous" | "signed-in";
  current: CurrentUser | null;
  /** SPEC §4 start session: the browser's session cookie, asked for only when a session marker says there is one. */
  startSession(messages: UserMessages): Promise<void>;
  /** After the sign-in dialog: the new session, the merged cart and fresh prices; throws when the session cannot be read (SPEC §4). */
  signedIn(): Promise<void>;
  /** SPEC §4 logout: session ended, cart disconnected and cleared, then "You're logged out" unless silent. */
  logout(options?: { silent?: boolean }): Promise<void>;
  /** A call with the customer's token; a 401 waits for the tab's one refresh and retries. */
  authorizedFetch(url: string, init?: RequestInit): Promise<Response>;
}

let token: string | null = null;
let messages: UserMessages = {
  loggedOut: "You're logged out",
  refreshFailed: "Error refreshing user token. User is not authorized to access the resource",
  refreshError: "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
};

interface SessionAnswer {
  code: number;
  result: { token: string; user: CurrentUser } | string;
}

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
    void useUserStore.getState().logout({ silent: true });
    if (reason === "error") useNotifications.getState().notify({ type: "error", message: messages.refreshError, hasNoTimeout: true });
    else useNotifications.getState().notify({ type: "error", message: messages.refreshFailed });
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

export const useUserStore = create<UserState>()((set, get) => ({
  status: "unknown",
  current: null,

  async startSession(shellMessages) {
    messages = shellMessages;
    if (!hasSignedInMarker(document.cookie)) {
      set({ status: "anonymous", current: null });
      return;
    }
    const current = await readSession().catch(() => null);
    set({ status: current ? "signed-in" : "anonymous", current });
  },

  async signedIn() {
    const current = await readSession().catch(() => null);
    set({ status: current ? "signed-in" : "anonymous", current });
    if (!current) throw new Error("the session could not be read after signing in");
    // The sign-in put the customer's cart (with the guest lines merged in) in the cart cookie.
    await useCartStore.getState().reload();
  },

  async logout(options) {
    // Changes made offline (a queued order's lines leaving the cart) reach this customer's cart, and the
    // orders they queued offline reach their history, before the session is let go.
    if (!options?.silent) await Promise.all([useCartStore.getState().sendOfflineChangesBeforeSignOut(SIGN_OUT_PATIENCE_MS), runBeforeSignOut(SIGN_OUT_PATIENCE_MS)]);
    await fetch("/api/user/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
    token = null;
    lock.reset(null);
    useCartStore.getState().disconnect();
    set({ status: "anonymous", current: null });
    if (!options?.silent) useNotifications.getState().notify({ type: "success", message: messages.loggedOut });
  },

  authorizedFetch(url, init) {
    if (get().status !== "signed-in") return fetch(url, init);
    return lock.run((current) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), Authorization: `Bearer ${current}` } }));
  },
}));
