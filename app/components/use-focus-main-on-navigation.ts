import { useEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * After a client navigation to another page the focus goes to the main content, where a page load would
 * start: a keyboard or screen-reader user goes on in the new page, not at the link left behind. Not on the
 * first render, nor on a change within the page (a replaced URL: a variant; the same path: filters, paging).
 */
export function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType !== "REPLACE") main.current?.focus({ preventScroll: true });
    // The page changes with its path; the navigation's type is read as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
