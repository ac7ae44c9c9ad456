import { create } from "zustand";

export type ModalName = "languages" | "newsletter" | "size-guide" | "terms" | "authentication" | "feature-not-implemented";

export interface OpenModal {
  name: ModalName;
  payload?: unknown;
}

export type PanelName = "microcart" | "sidebar" | "wishlist" | "search";

export interface UiState {
  modals: OpenModal[];
}

export interface PanelState {
  panel: PanelName | null;
  overlay: boolean;
}

/** Opening the microcart, sidebar, search panel or wishlist turns the overlay on (SPEC §2). */
export function withPanelOpened(_state: PanelState, panel: PanelName): PanelState {
  return { panel, overlay: true };
}

/** Closing a panel turns the overlay off; closing one that is not open changes nothing. */
export function withPanelClosed(state: PanelState, panel: PanelName): PanelState {
  return state.panel === panel ? { panel: null, overlay: false } : state;
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

interface UiStore extends UiState, PanelState {
  openModal: (name: ModalName, payload?: unknown) => void;
  closeModal: (name: ModalName) => void;
  openPanel: (panel: PanelName) => void;
  closePanel: (panel: PanelName) => void;
}

export const useUiStore = create<UiStore>()((set) => ({
  modals: [],
  panel: null,
  overlay: false,
  openPanel: (panel) => set((s) => withPanelOpened(s, panel)),
  closePanel: (panel) => set((s) => withPanelClosed(s, panel)),
  openModal: (name, payload) => set((s) => withModalOpened(s, name, payload)),
  closeModal: (name) => set((s) => withModalClosed(s, name)),
}));

export const useIsModalOpen = (name: ModalName) => useUiStore((s) => s.modals.some((m) => m.name === name));
