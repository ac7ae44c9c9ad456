import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { withRecentSearch, withoutRecentSearch } from "#core/domain/recent-searches.ts";
import type { StoreCode } from "#core/stores.ts";

interface RecentSearches {
  byStore: Partial<Record<StoreCode, string[]>>;
  remember: (store: StoreCode, text: string) => void;
  forget: (store: StoreCode, text: string) => void;
}

/** The shopper's recent searches per store, kept in local storage (read after hydration, never on the server). */
export const useRecentSearches = create<RecentSearches>()(
  persist(
    (set) => ({
      byStore: {},
      remember: (store, text) => set((s) => ({ byStore: { ...s.byStore, [store]: withRecentSearch(s.byStore[store] ?? [], text) } })),
      forget: (store, text) => set((s) => ({ byStore: { ...s.byStore, [store]: withoutRecentSearch(s.byStore[store] ?? [], text) } })),
    }),
    {
      name: "storefront-recent-searches",
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ byStore: s.byStore }),
      skipHydration: true,
    },
  ),
);

/** Reads local storage once, in the browser. */
export async function loadRecentSearches(): Promise<void> {
  if (!useRecentSearches.persist.hasHydrated()) await useRecentSearches.persist.rehydrate();
}

/** Adds a search after the stored list is read, so it is never overwritten by it. */
export async function rememberSearch(store: StoreCode, text: string): Promise<void> {
  await loadRecentSearches();
  useRecentSearches.getState().remember(store, text);
}
