import { describe, expect, it } from "vitest";
import { withModalClosed, withModalOpened, type UiState } from "../../app/state/ui.ts";

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
