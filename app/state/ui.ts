import { create } from "zustand";

export type ModalName = "languages" | "newsletter" | "size-guide" | "terms" | "authentication" | "feature-not-implemented";

export interface OpenModal {
  name: ModalName;
  payload?: unknown;
}

export interface UiState {
  modals: OpenModal[];
}

/** Opening a modal closes any instance of the same name first (SPEC §2). */
export function withModalOpened(state: UiState, name: ModalName, payload?: unknown): UiState {
  const others = state.modals.filter((m) => m.name !== name);
  return { modals: [...others, payload === undefined ? { name } : { name, payload }] };
}

/** Closing drops the modal together with its payload. */
export function withModalClosed(state: UiState, name: ModalName): UiState {
  return { modals: state.modals.filter((m) => m.name !== name) };
}

interface UiStore extends UiState {
  openModal: (name: ModalName, payload?: unknown) => void;
  closeModal: (name: ModalName) => void;
}

export const useUiStore = create<UiStore>()((set) => ({
  modals: [],
  openModal: (name, payload) => set((s) => withModalOpened(s, name, payload)),
  closeModal: (name) => set((s) => withModalClosed(s, name)),
}));

export const useIsModalOpen = (name: ModalName) => useUiStore((s) => s.modals.some((m) => m.name === name));
