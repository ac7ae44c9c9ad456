import { create } from "zustand";
import { withCompared, withViewed, withWished, withoutSku } from "#core/domain/product-lists.ts";
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

export interface ListsState {
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

/** A signed-in customer's wishlist kept on the server (`wishlist-sync.ts`), loaded with the first session. */
export interface WishlistSync {
  /** At sign-in: the server's wishlist joined with this browser's. */
  join(): Promise<void>;
  /** A wish added (`wished`) or removed, on the server too. */
  save(sku: string, wished: boolean): Promise<void>;
  /** At sign-out: the lists here belong to no one. */
  forgetOwner(): void;
}

export const useProductLists = create<ListsState>()((set, get) => {
  function update(list: ListName, skus: string[]) {
    set({ [list]: skus } as Pick<ListsState, ListName>);
    save(get().store, list, skus);
  }

  let loading: Promise<WishlistSync> | null = null;
  /** Runs `work` once the sync is loaded; not loaded (offline before the service worker kept it), it is skipped and the next call tries again. */
  const sync = (work: (wishlist: WishlistSync) => Promise<void> | void): Promise<void> =>
    (loading ??= import("./wishlist-sync.ts").then((module) => module.wishlistSync(get, update))).then(work, () => {
      loading = null;
    });

  // Signing in joins the wishlists; signing out clears wishlist and comparison (SPEC §4 "User session").
  useUserStore.subscribe((user, before) => {
    if (user.status === "signed-in" && before.status !== "signed-in") void sync((wishlist) => wishlist.join());
    if (user.status === "anonymous" && before.status === "signed-in") {
      update("wishlist", []);
      update("compare", []);
      void sync((wishlist) => wishlist.forgetOwner());
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
      if (useUserStore.getState().status === "signed-in") void sync((wishlist) => wishlist.join());
    },

    async toggleWishlist(sku) {
      const { store, wishlist } = get();
      const wished = wishlist.includes(sku);
      const next = wished ? withoutSku(wishlist, sku) : withWished(wishlist, sku);
      if (!next) return "full";
      update("wishlist", next);
      if (store && useUserStore.getState().status === "signed-in") await sync((server) => server.save(sku, !wished));
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
