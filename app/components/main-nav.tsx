import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavigationItem } from "#core/port/index.ts";
import { picture } from "#core/catalog/images.ts";
import { useT } from "../i18n/use-shell.ts";
import { LanguageSwitcherButton } from "./language-switcher.tsx";
import type { Drawer } from "./use-drawer.ts";

/** SPEC §2: a submenu's path entry is removed 300 ms after it closes, when its slide-out is over. */
export const SUBMENU_REMOVAL_MS = 300;

/**
 * The open submenus of the phone menu, as a path (SPEC §2 "nested submenu"): opening pushes a
 * category, going back marks the last one leaving and removes it after 300 ms.
 */
function useSubmenuPath() {
  const [path, setPath] = useState<number[]>([]);
  const [leaving, setLeaving] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = useCallback(
    (id: number) => {
      clearTimeout(timer.current);
      // A panel still sliding out is gone at once: it must not come back when this one closes.
      setPath((current) => [...current.filter((entry) => entry !== id && entry !== leaving), id]);
      setLeaving(null);
    },
    [leaving],
  );
  const back = useCallback(() => {
    const last = path.at(-1);
    if (last === undefined) return;
    setLeaving(last);
    timer.current = setTimeout(() => {
      setPath((current) => current.filter((entry) => entry !== last));
      setLeaving(null);
    }, SUBMENU_REMOVAL_MS);
  }, [path]);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setPath([]);
    setLeaving(null);
  }, []);
  return { path, leaving, open, back, reset };
}

/**
 * The header's navigation (the category tree, or the editors' links of a content service). On desktop each category opens a panel under the header (hover, or the keyboard's
 * focus; Escape closes it) with its sub-categories as pictures. On phones it is a drawer: without
 * JavaScript the sub-categories are listed under their category; with it each opens as a panel of its
 * own over the list, with a way back (SPEC §2 panels).
 */
export function MainNav({ items, drawer }: { items: NavigationItem[]; drawer: Drawer<HTMLElement> }) {
  const t = useT();
  const submenus = useSubmenuPath();
  // Panels need the script: until it runs (and without it) the sub-categories stay listed in place.
  const [panels, setPanels] = useState(false);
  const [dismissed, setDismissed] = useState<number | null>(null);
  useEffect(() => setPanels(true), []);
  const { reset } = submenus;
  useEffect(() => {
    if (!drawer.isOpen) reset();
  }, [drawer.isOpen, reset]);

  // The focus follows the panels: into an opened one (its back button), back to the button that opened it.
  const last = submenus.path.at(-1);
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const nav = drawer.ref.current;
    if (!drawer.isOpen) {
      previous.current = undefined;
      return;
    }
    // Without scrolling: the panel slides in from the side, and the drawer must not scroll sideways after it.
    if (last !== undefined) nav?.querySelector<HTMLElement>(`#submenu-${last} .main-nav__back`)?.focus({ preventScroll: true });
    else if (previous.current !== undefined) nav?.querySelector<HTMLElement>(`[aria-controls="submenu-${previous.current}"]`)?.focus({ preventScroll: true });
    previous.current = last;
  }, [last, drawer.ref, drawer.isOpen]);

  // Desktop: a panel opened by a click's focus must not stay over the next page; Escape closes a hovered one too.
  const { pathname } = useLocation();
  useEffect(() => {
    const focused = document.activeElement;
    if (!drawer.isOpen && focused instanceof HTMLElement && drawer.ref.current?.contains(focused)) focused.blur();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  const hovered = useRef<number | null>(null);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && hovered.current !== null && !drawer.isOpen) setDismissed(hovered.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [drawer.isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: number) => {
    if (event.key !== "Escape" || drawer.isOpen) return;
    setDismissed(id);
    event.currentTarget.querySelector<HTMLElement>(".main-nav__link")?.focus();
  };

  return (
    <nav id="main-menu" ref={drawer.ref} aria-label={t("header.mainMenu")} className={`main-nav${drawer.isOpen ? " main-nav--open" : ""}${panels ? " main-nav--panels" : ""}`}>
      <div className="main-nav__head header__phone-only">
        <span className="main-nav__title">{t("header.mainMenu")}</span>
        <a href="#main" className="header__icon-button" onClick={drawer.close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("header.closeMenu")}</span>
        </a>
      </div>
      <ul className="main-nav__list">
        {items.map((category, id) => {
          const open = submenus.path.includes(id);
          const submenuId = `submenu-${id}`;
          return (
            <li
              key={category.href}
              className={`main-nav__item${category.children.length ? " main-nav__item--parent" : ""}${dismissed === id ? " is-dismissed" : ""}`}
              onKeyDown={(event) => onKeyDown(event, id)}
              onMouseEnter={() => (hovered.current = id)}
              onMouseLeave={() => {
                hovered.current = null;
                setDismissed(null);
              }}
              // Phones: while a panel is open, the rest of the list behind it is out of reach.
              inert={panels && last !== undefined && last !== id ? true : undefined}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(null);
              }}
            >
              <NavLink to={category.href} className="main-nav__link" prefetch="intent">
                {category.label}
              </NavLink>
              {category.children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="main-nav__expand"
                    aria-expanded={open && submenus.leaving !== id}
                    aria-controls={submenuId}
                    onClick={() => submenus.open(id)}
                  >
                    <span className="visually-hidden">{t("header.showSubmenu", { name: category.label })}</span>
                    <span aria-hidden="true">›</span>
                  </button>
                  <div
                    id={submenuId}
                    role="group"
                    aria-labelledby={`${submenuId}-title`}
                    className={`main-nav__submenu${open ? " is-open" : ""}${submenus.leaving === id ? " is-leaving" : ""}`}
                  >
                    <button type="button" className="main-nav__back" onClick={submenus.back}>
                      <span aria-hidden="true">‹ </span>
                      {t("header.backToMenu")}
                    </button>
                    <p className="main-nav__submenu-title" id={`${submenuId}-title`}>
                      {category.label}
                    </p>
                    <ul>
                      {category.children.map((child) => {
                        // A category's picture; an editor's other links are words alone.
                        const image = child.categoryId === undefined ? null : picture("category", child.categoryId);
                        return (
                          <li key={child.href}>
                            <Link to={child.href} className="main-nav__child">
                              {image && <img src={image.src} srcSet={image.srcSet} sizes="160px" width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />}
                              <span>{child.label}</span>
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                    <Link to={category.href} className="main-nav__all">
                      {t("header.allIn", { name: category.label })}
                    </Link>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div className="main-nav__language header__phone-only">
        <LanguageSwitcherButton />
      </div>
    </nav>
  );
}
