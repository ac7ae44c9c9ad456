import { create } from "zustand";
import { missingOnServer, withCompared, withViewed, withWished, withoutSku } from "#core/domain/product-lists.ts";
import type { StoreCode } from "#core/stores.ts";
import { useUserStore } from "./user.ts";

type ListName = "wishlist" | "compare" | "recentlyViewed";

/** Local storage keys, prefixed by store code (SPEC §2: the version check keeps wishlist and recently viewed). */
export const listStorageKey = (store: StoreCode, list: ListName) => `${store}-${list === "recentlyViewed" ? "recently-viewed" : list}`;

function load(store: StoreCode, list: ListName): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(listStorageKey(store, list)) ?? "[]");
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

function save(store: StoreCode | null, list: ListName, skus: string[]): void {
  if (!store) return;
  try {
    localStorage.setItem(listStorageKey(store, list), JSON.stringify(skus));
  } catch {
    // Storage full or off: the list lives on for this page.
  }
}

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

interface ListsState {
  store: StoreCode | null;
  wishlist: string[];
  compare: string[];
  recentlyViewed: string[];
  /** Reads the store's lists from local storage (after hydration). */
  init(store: StoreCode): void;
  /** Adds or removes a wish; "full" when the list holds its 100 already. A customer's list is kept on the server too. */
  toggleWishlist(sku: string): Promise<"added" | "removed" | "full">;
  /** Adds or removes a product to compare; "full" at 4. */
  toggleCompare(sku: string): "added" | "removed" | "full";
  clearCompare(): void;
  viewed(sku: string): void;
}

const wishlistUrl = (store: StoreCode, sku?: string) => `/api/user/wishlist?storeCode=${store}${sku ? `&sku=${encodeURIComponent(sku)}` : ""}`;

export const useProductLists = create<ListsState>()((set, get) => {
  function update(list: ListName, skus: string[]) {
    set({ [list]: skus } as Pick<ListsState, ListName>);
    save(get().store, list, skus);
  }

  /**
   * The customer's wishlist from the server, with this browser's wishes added (SPEC: it merges on
   * login) — unless the lists here were another customer's, left in a shared browser: those go.
   */
  async function joinServerWishlist(): Promise<void> {
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
  }

  // Signing in joins the wishlists; signing out clears wishlist and comparison (SPEC §4 "User session").
  useUserStore.subscribe((user, before) => {
    if (user.status === "signed-in" && before.status !== "signed-in") void joinServerWishlist();
    if (user.status === "anonymous" && before.status === "signed-in") {
      update("wishlist", []);
      update("compare", []);
      writeOwner(get().store, null);
    }
  });

  return {
    store: null,
    wishlist: [],
    compare: [],
    recentlyViewed: [],

    init(store) {
      if (get().store === store) return;
      set({ store, wishlist: load(store, "wishlist"), compare: load(store, "compare"), recentlyViewed: load(store, "recentlyViewed") });
      if (useUserStore.getState().status === "signed-in") void joinServerWishlist();
    },

    async toggleWishlist(sku) {
      const { store, wishlist } = get();
      const wished = wishlist.includes(sku);
      const next = wished ? withoutSku(wishlist, sku) : withWished(wishlist, sku);
      if (!next) return "full";
      update("wishlist", next);
      if (store && useUserStore.getState().status === "signed-in") {
        const { authorizedFetch } = useUserStore.getState();
        const answer = wished
          ? await authorizedFetch(wishlistUrl(store, sku), { method: "DELETE" })
          : await authorizedFetch(wishlistUrl(store), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ skus: [sku] }) });
        if (answer.ok) update("wishlist", ((await answer.json()) as { result: string[] }).result);
      }
      return wished ? "removed" : "added";
    },

    toggleCompare(sku) {
      const { compare } = get();
      if (compare.includes(sku)) {
        update("compare", withoutSku(compare, sku));
        return "removed";
      }
      const next = withCompared(compare, sku);
      if (!next) return "full";
      update("compare", next);
      return "added";
    },

    clearCompare() {
      update("compare", []);
    },

    viewed(sku) {
      update("recentlyViewed", withViewed(get().recentlyViewed, sku));
    },
  };
});
