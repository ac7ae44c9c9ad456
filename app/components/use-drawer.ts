import { useEffect, useRef, useState, type DependencyList, type SyntheticEvent } from "react";

/**
 * A phone drawer (the menu, the filters). Without JavaScript it is a link target (#id, shown by :target);
 * with it, state, because client navigation never updates :target. Opening moves the focus into the
 * drawer; Escape or its close control shut it and give the focus back to what opened it. Any change of
 * `closeOn` (the page's location) shuts it too, leaving the focus to the new page.
 */
export function useDrawer<T extends HTMLElement>(closeOn: DependencyList) {
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<T>(null);
  const opener = useRef<HTMLElement | null>(null);
  const giveFocusBack = useRef(false);

  useEffect(() => setOpen(false), closeOn);

  useEffect(() => {
    if (!isOpen) return;
    ref.current?.querySelector<HTMLElement>("a[href], button, input, select, summary")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over the drawer (the store dialog) closes first, on its own.
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      giveFocusBack.current = true;
      setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (giveFocusBack.current) opener.current?.focus();
      giveFocusBack.current = false;
    };
  }, [isOpen]);

  return {
    isOpen,
    ref,
    open(event: SyntheticEvent<HTMLElement>) {
      event.preventDefault();
      opener.current = event.currentTarget;
      setOpen(true);
    },
    close(event: SyntheticEvent) {
      event.preventDefault();
      giveFocusBack.current = true;
      setOpen(false);
    },
  };
}

export type Drawer<T extends HTMLElement> = ReturnType<typeof useDrawer<T>>;
