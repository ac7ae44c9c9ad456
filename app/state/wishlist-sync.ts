import type { StoreApi } from "zustand";
import { missingOnServer } from "#core/domain/product-lists.ts";
import type { StoreCode } from "#core/stores.ts";
import type { ListsState, WishlistSync } from "./product-lists.ts";
import { useUserStore } from "./user.ts";

/** Whose lists these are once a customer signed in here: a hash of the e-mail, never the address itself. */
const ownerKey = (store: StoreCode) => `${store}-lists-owner`;

async function ownerMark(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function readOwner(store: StoreCode): string | null {
  try {
    return localStorage.getItem(ownerKey(store));
  } catch {
    return null;
  }
}

function writeOwner(store: StoreCode | null, owner: string | null): void {
  if (!store) return;
  try {
    if (owner) localStorage.setItem(ownerKey(store), owner);
    else localStorage.removeItem(ownerKey(store));
  } catch {
    // Storage off: the lists live for this page only anyway.
  }
}

const wishlistUrl = (store: StoreCode, sku?: string) => `/api/user/wishlist?storeCode=${store}${sku ? `&sku=${encodeURIComponent(sku)}` : ""}`;

/**
 * A signed-in customer's wishlist on the server (`product-lists.ts` loads this with the first session):
 * `update` sets a list and keeps it in local storage.
 */
export function wishlistSync(get: StoreApi<ListsState>["getState"], update: (list: "wishlist" | "compare", skus: string[]) => void): WishlistSync {
  return {
    /**
     * The customer's wishlist from the server, with this browser's wishes added (SPEC: it merges on
     * login) — unless the lists here were another customer's, left in a shared browser: those go.
     */
    async join() {
      const { store } = get();
      const email = useUserStore.getState().current?.email;
      if (!store || !email) return;
      const owner = await ownerMark(email);
      const previous = readOwner(store);
      if (previous && previous !== owner) {
        update("wishlist", []);
        update("compare", []);
      }
      writeOwner(store, owner);
      const { wishlist } = get();
      const { authorizedFetch } = useUserStore.getState();
      const current = await authorizedFetch(wishlistUrl(store));
      if (!current.ok) return;
      let server = ((await current.json()) as { result: string[] }).result;
      const missing = missingOnServer(wishlist, server);
      if (missing.length > 0) {
        const added = await authorizedFetch(wishlistUrl(store), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ skus: missing }) });
        if (added.ok) server = ((await added.json()) as { result: string[] }).result;
      }
      update("wishlist", server);
    },

    async save(sku, wished) {
      const { store } = get();
      if (!store) return;
      const { authorizedFetch } = useUserStore.getState();
      const answer = wished
        ? await authorizedFetch(wishlistUrl(store), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ skus: [sku] }) })
        : await authorizedFetch(wishlistUrl(store, sku), { method: "DELETE" });
      if (answer.ok) update("wishlist", ((await answer.json()) as { result: string[] }).result);
    },

    forgetOwner() {
      writeOwner(get().store, null);
    },
  };
}
