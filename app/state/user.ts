import { create } from "zustand";
import { hasSignedInMarker } from "#core/account/session-cookie.ts";
import { useCartStore } from "./cart.ts";

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

export interface UserState {
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

/** What a session needs (`user-actions.ts`), loaded with the first session. */
export interface UserActions {
  /** The session the browser's cookie holds, with its token; null when there is none or it cannot be read. */
  readSession(): Promise<CurrentUser | null>;
  logout(options?: { silent?: boolean }): Promise<void>;
  authorizedFetch(url: string, init?: RequestInit): Promise<Response>;
}

let messages: UserMessages = {
  loggedOut: "You're logged out",
  refreshFailed: "Error refreshing user token. User is not authorized to access the resource",
  refreshError: "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
};

/**
 * The user store. Who is signed in is in every page's shell; the work behind a session (token, token
 * lock, sign-out) loads only when there is one: an anonymous visitor, most of them, never loads it.
 */
export const useUserStore = create<UserState>()((set, get) => {
  let loading: Promise<UserActions> | null = null;
  /** Not loaded (offline before the service worker kept it, or a deploy replaced it): the next call tries again. */
  const actions = (): Promise<UserActions> =>
    (loading ??= import("./user-actions.ts").then(
      (module) => module.userActions(set, get, () => messages),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const readSession = () => actions().then((user) => user.readSession(), () => null);

  return {
    status: "unknown",
    current: null,

    async startSession(shellMessages) {
      messages = shellMessages;
      if (!hasSignedInMarker(document.cookie)) {
        set({ status: "anonymous", current: null });
        return;
      }
      const current = await readSession();
      set({ status: current ? "signed-in" : "anonymous", current });
    },

    async signedIn() {
      const current = await readSession();
      set({ status: current ? "signed-in" : "anonymous", current });
      if (!current) throw new Error("the session could not be read after signing in");
      // The sign-in put the customer's cart (with the guest lines merged in) in the cart cookie.
      await useCartStore.getState().reload();
    },

    logout: (options) => actions().then((user) => user.logout(options)),

    authorizedFetch(url, init) {
      if (get().status !== "signed-in") return fetch(url, init);
      return actions().then((user) => user.authorizedFetch(url, init));
    },
  };
});
