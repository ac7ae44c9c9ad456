import { create } from "zustand";

interface CartState {
  /** Items in the cart (total quantity); null until the client has asked. */
  count: number | null;
  setCount: (count: number) => void;
}

export const useCartStore = create<CartState>()((set) => ({
  count: null,
  setCount: (count) => set({ count }),
}));
