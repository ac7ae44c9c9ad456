import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { trackSearch } from "../analytics/search-events.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, normalizeSearchText } from "#core/domain/search-text.ts";
import { storePath } from "#core/stores.ts";
import { useUiStore } from "../state/ui.ts";
import type { SuggestionOption } from "./search-suggestions.tsx";

/** The suggestions panel loads on first focus (SPEC §2: the search panel is lazy-loaded). */
const SearchSuggestions = lazy(() => import("./search-suggestions.tsx"));

/**
 * The header's search box: a form to /search that works without JavaScript and, with it, an
 * ARIA combobox whose panel suggests products, categories and recent searches (SPEC §4 "Search").
 * Arrow keys move through the options, Enter opens one (or searches), Escape closes the panel.
 */
export function SearchBox() {
  const t = useT();
  const store = useStoreView();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // On the results page the box shows what was searched for, also in the server's HTML.
  const { pathname, search } = useLocation();
  // Normalized as the page's cache key is, so a stored page and its hydration agree.
  const searched = pathname === storePath(store, "/search") ? normalizeSearchText(new URLSearchParams(search).get("q") ?? "") : "";
  const [text, setText] = useState(searched);
  useEffect(() => setText(searched), [searched]);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [active, setActive] = useState(-1);
  const [loaded, setLoaded] = useState(false);
  const open = useUiStore((s) => s.panel === "search");
  const openPanel = useUiStore((s) => s.openPanel);
  const closePanel = useUiStore((s) => s.closePanel);

  useEffect(() => setActive(-1), [options]);
  // A new page closes the panel, however it was reached.
  useEffect(() => closePanel("search"), [pathname, search, closePanel]);

  function close() {
    closePanel("search");
    setActive(-1);
  }

  function pick(option: SuggestionOption, position: number) {
    if (option.kind !== "recent") trackSearch(store.storeCode, { type: "suggestion-click", term: text, target: option.href, position });
    close();
    input.current?.blur();
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      // The browser would clear a search field itself, and that change would open the panel again.
      event.preventDefault();
      if (open) close();
      else setText("");
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) openPanel("search");
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the input itself: past the last option the focus returns there, and from there wraps.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
      return;
    }
    const option = open && active >= 0 ? options[active] : undefined;
    if (event.key === "Delete" && option?.kind === "recent") {
      event.preventDefault();
      option.remove();
      return;
    }
    if (event.key === "Enter" && option) {
      event.preventDefault();
      pick(option, active);
    }
  }

  const activeOption = open && active >= 0 ? options[active] : undefined;
  return (
    <Form
      method="get"
      action={storePath(store, "/search")}
      role="search"
      id="site-search-form"
      className="header__search"
      onSubmit={close}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <input
        ref={input}
        id="site-search"
        type="search"
        name="q"
        minLength={SEARCH_MIN_LENGTH}
        maxLength={SEARCH_MAX_LENGTH}
        required
        placeholder={t("header.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={loaded ? listId : undefined}
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (!open) openPanel("search");
        }}
        onFocus={() => {
          setLoaded(true);
          openPanel("search");
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button">
        {t("header.searchButton")}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchSuggestions listId={listId} text={text} open={open} active={active} onOptions={setOptions} onPick={pick} />
        </Suspense>
      )}
    </Form>
  );
}
