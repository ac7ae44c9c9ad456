import { describe, expect, it, vi } from "vitest";
import { NOTIFICATION_TTL_MS, useNotifications, withNotification, type Notification } from "#app/state/notifications.ts";
import { withModalClosed, withModalOpened, withPanelClosed, withPanelOpened, type PanelState, type UiState } from "#app/state/ui.ts";

describe("modals (SPEC §2)", () => {
  const cases: [string, UiState, (s: UiState) => UiState, UiState][] = [
    ["opening adds the modal", { modals: [] }, (s) => withModalOpened(s, "languages"), { modals: [{ name: "languages" }] }],
    [
      "opening a same-name modal closes the first instance",
      { modals: [{ name: "languages", payload: 1 }, { name: "newsletter" }] },
      (s) => withModalOpened(s, "languages", 2),
      { modals: [{ name: "newsletter" }, { name: "languages", payload: 2 }] },
    ],
    [
      "closing drops the modal and its payload",
      { modals: [{ name: "terms", payload: { id: 3 } }] },
      (s) => withModalClosed(s, "terms"),
      { modals: [] },
    ],
    ["closing a modal that is not open changes nothing", { modals: [{ name: "terms" }] }, (s) => withModalClosed(s, "languages"), { modals: [{ name: "terms" }] }],
  ];
  it.each(cases)("%s", (_, before, action, after) => {
    expect(action(before)).toEqual(after);
  });
});

describe("panels and overlay (SPEC §2)", () => {
  const closed: PanelState = { panel: null, overlay: false };
  const cases: [string, PanelState, (s: PanelState) => PanelState, PanelState][] = [
    ["opening the microcart turns the overlay on", closed, (s) => withPanelOpened(s, "microcart"), { panel: "microcart", overlay: true }],
    ["opening another panel replaces the first, overlay stays on", { panel: "microcart", overlay: true }, (s) => withPanelOpened(s, "search"), { panel: "search", overlay: true }],
    ["closing the open panel turns the overlay off", { panel: "microcart", overlay: true }, (s) => withPanelClosed(s, "microcart"), closed],
    ["closing a panel that is not open changes nothing", { panel: "search", overlay: true }, (s) => withPanelClosed(s, "microcart"), { panel: "search", overlay: true }],
  ];
  it.each(cases)("%s", (_, before, action, after) => {
    expect(action(before)).toEqual(after);
  });
});

describe("notifications (SPEC §4)", () => {
  const n = (id: number, message: string, type: Notification["type"] = "success"): Notification => ({ id, type, message });
  const cases: [string, Notification[], Notification, number[]][] = [
    ["the first message is shown", [], n(1, "Product has been added to the cart!"), [1]],
    ["an identical consecutive message is ignored", [n(1, "Product has been added to the cart!")], n(2, "Product has been added to the cart!"), [1]],
    ["the same text of another type is shown", [n(1, "Out of the stock!", "success")], n(2, "Out of the stock!", "error"), [1, 2]],
    ["an identical but not consecutive message is shown", [n(1, "A"), n(2, "B")], n(3, "A"), [1, 2, 3]],
  ];
  it.each(cases)("%s", (_, before, next, ids) => {
    expect(withNotification(before, next).map((x) => x.id)).toEqual(ids);
  });

  it("a notification goes away after 5000 ms unless it has no timeout", () => {
    vi.useFakeTimers();
    try {
      const { notify } = useNotifications.getState();
      notify({ type: "success", message: "gone soon" });
      notify({ type: "error", message: "stays", hasNoTimeout: true });
      vi.advanceTimersByTime(NOTIFICATION_TTL_MS - 1);
      expect(useNotifications.getState().notifications.map((x) => x.message)).toEqual(["gone soon", "stays"]);
      vi.advanceTimersByTime(1);
      expect(useNotifications.getState().notifications.map((x) => x.message)).toEqual(["stays"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
