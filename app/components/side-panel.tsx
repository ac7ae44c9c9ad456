import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useUiStore, type PanelName } from "../state/ui.ts";
import { Notifications } from "./notifications.tsx";

/**
 * A panel from the right edge (cart, wishlist) as a modal <dialog>: the page behind is inert (focus stays
 * in the panel) and does not scroll, Escape and a click beside the panel close it, and closing gives the
 * focus back to whatever opened it. The panel's own close button comes first, so it takes the focus.
 */
const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Tab from the last control goes round to the first (and back): a modal dialog alone would let it leave for the browser's own bar. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function SidePanel({ name, labelledBy, className, children }: { name: PanelName; labelledBy: string; className: string; children: ReactNode }) {
  const closePanel = useUiStore((s) => s.closePanel);
  const close = useCallback(() => closePanel(name), [closePanel, name]);
  const dialog = useRef<HTMLDialogElement>(null);
  // A layout effect: its cleanup runs while the dialog is still in the page, so closing it gives the focus back.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    element.addEventListener("close", close);
    return () => {
      element.removeEventListener("close", close);
      // Closed through the store (a link inside, a new page): close the dialog too, so focus goes back.
      if (element.open) element.close();
    };
  }, [close]);
  return (
    <dialog ref={dialog} className={`side-panel ${className}`} aria-labelledby={labelledBy} onClick={(event) => event.target === event.currentTarget && close()} onKeyDown={keepFocusInside}>
      <div className="side-panel__body">
        {children}
        {/* While the panel is open the page behind is inert: its messages show (and are announced) in here. */}
        <Notifications withActions={false} />
      </div>
    </dialog>
  );
}
