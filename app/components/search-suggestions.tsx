import { useEffect, useMemo, useState } from "react";
import type { ProductCardView } from "#core/catalog/product-card.ts";
import { trackSearch } from "../analytics/search-events.ts";
import { formatMoney } from "#core/domain/money.ts";
import { SEARCH_MIN_LENGTH, normalizeSearchText } from "#core/domain/search-text.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { loadRecentSearches, useRecentSearches } from "../state/recent-searches.ts";
import { searchHref } from "#core/catalog/hrefs.ts";
import type { StoreView } from "#core/stores.ts";

/** SPEC §9: 8 product suggestions, 5 when narrower than 640 px; a term waits this long for the next key. */
const SUGGESTIONS = 8;
const SUGGESTIONS_NARROW = 5;
const NARROW = "(max-width: 639px)";
const CATEGORY_SUGGESTIONS = 4;
const DEBOUNCE_MS = 250;

export type SuggestionOption =
  | { kind: "recent"; label: string; href: string; remove: () => void }
  | { kind: "product"; label: string; href: string; product: ProductCardView }
  | { kind: "category"; label: string; href: string };

interface Suggestions {
  products: ProductCardView[];
  categories: { name: string; url: string }[];
  total: number;
}

type SearchAnswer<T> = { code: number; result: { items: T[]; total: number } };

async function fetchSuggestions(store: StoreView, term: string, size: number, signal: AbortSignal): Promise<Suggestions> {
  const ask = async <T,>(kind: string, n: number) => {
    const query = new URLSearchParams({ q: term, store: store.storeCode, kind, size: String(n) });
    const response = await fetch(`/api/search?${query}`, { signal });
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    return ((await response.json()) as SearchAnswer<T>).result;
  };
  const [products, categories] = await Promise.all([ask<ProductCardView>("product", size), ask<{ name: string; url: string }>("category", CATEGORY_SUGGESTIONS)]);
  return { products: products.items, categories: categories.items, total: products.total };
}

/**
 * The suggestions of a term, debounced; `loading` is true from the moment a term is typed until
 * its suggestions arrive (SPEC §4 "Search"). Answers are kept per term for the page's life.
 */
function useSuggestions(term: string, store: StoreView) {
  /** Answers by size and term: a phone asks for fewer. */
  const [answers] = useState(() => new Map<string, Suggestions>());
  const [shown, setShown] = useState<{ term: string; suggestions: Suggestions } | null>(null);
  const [failed, setFailed] = useState(false);
  const searchable = [...term].length >= SEARCH_MIN_LENGTH;

  useEffect(() => {
    setFailed(false);
    if (!searchable) return;
    const size = window.matchMedia(NARROW).matches ? SUGGESTIONS_NARROW : SUGGESTIONS;
    const key = `${size}:${term}`;
    const known = answers.get(key);
    if (known) return setShown({ term, suggestions: known });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(store, term, size, controller.signal)
        .then((suggestions) => {
          answers.set(key, suggestions);
          setShown({ term, suggestions });
          trackSearch(store.storeCode, { type: suggestions.total === 0 ? "zero-results" : "search", term, results: suggestions.total, source: "panel" });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn("search suggestions failed", error);
            setFailed(true);
          }
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable, store, answers]);

  const current = searchable && shown?.term === term ? shown.suggestions : null;
  return { suggestions: current, loading: searchable && !current && !failed, failed };
}

export default function SearchSuggestions(props: {
  listId: string;
  text: string;
  open: boolean;
  active: number;
  onOptions: (options: SuggestionOption[]) => void;
  onPick: (option: SuggestionOption, position: number) => void;
}) {
  const { listId, open, active, onOptions, onPick } = props;
  const t = useT();
  const store = useStoreView();
  const term = normalizeSearchText(props.text);
  const { suggestions, loading, failed } = useSuggestions(term, store);
  const recent = useRecentSearches((s) => s.byStore[store.storeCode]);
  const forget = useRecentSearches((s) => s.forget);

  useEffect(() => void loadRecentSearches(), []);

  const options = useMemo<SuggestionOption[]>(() => {
    if ([...term].length < SEARCH_MIN_LENGTH) {
      return (recent ?? []).map((text) => ({ kind: "recent", label: text, href: searchHref(store, text), remove: () => forget(store.storeCode, text) }));
    }
    if (!suggestions) return [];
    return [
      ...suggestions.products.map((product) => ({ kind: "product" as const, label: product.name, href: product.href, product })),
      ...suggestions.categories.map((c) => ({ kind: "category" as const, label: c.name, href: c.url })),
    ];
  }, [term, recent, suggestions, store, forget]);

  useEffect(() => onOptions(options), [options, onOptions]);

  if (!open) return null;
  const showingRecent = [...term].length < SEARCH_MIN_LENGTH;
  // Options in groups under a heading each; positions count through all groups (the box's active index).
  const groups: [heading: string, start: number, members: SuggestionOption[]][] = [];
  for (const [heading, kind] of [["search.recent", "recent"], ["search.groups.product", "product"], ["search.groups.category", "category"]] as const) {
    const start = options.findIndex((o) => o.kind === kind);
    if (start >= 0) groups.push([heading, start, options.filter((o) => o.kind === kind)]);
  }
  const optionProps = (option: SuggestionOption, i: number) => ({
    id: `${listId}-${i}`,
    role: "option" as const,
    "aria-selected": i === active,
    "aria-keyshortcuts": option.kind === "recent" ? "Delete" : undefined,
    className: `search-panel__option search-panel__option--${option.kind}${i === active ? " search-panel__option--active" : ""}`,
    // mousedown, not click: the input must not lose focus (and close the panel) first.
    onMouseDown: (e: React.MouseEvent) => {
      e.preventDefault();
      onPick(option, i);
    },
  });

  return (
    <div className="search-panel" aria-busy={loading}>
      <div id={listId} role="listbox" aria-label={t("search.suggestions")} className="search-panel__list">
        {groups.map(([heading, start, members]) => (
          <div key={heading} role="group" aria-labelledby={`${listId}-${heading}`}>
            <div role="presentation" id={`${listId}-${heading}`} className="search-panel__heading">
              {t(heading)}
            </div>
            {members.map((option, j) => (
              <div key={`${option.kind}:${option.href}`} {...optionProps(option, start + j)}>
                {option.kind === "product" ? (
                  <>
                    <img src={option.product.image.src} alt="" width={48} height={46} loading="lazy" decoding="async" />
                    <span className="search-panel__name">{option.label}</span>
                    <span className="search-panel__price">{formatMoney(option.product.price.final, store.i18n)}</span>
                  </>
                ) : option.kind === "category" ? (
                  <span className="search-panel__name">{option.label}</span>
                ) : (
                  <>
                    <span className="search-panel__name">{option.label}</span>
                    <button
                      type="button"
                      className="search-panel__remove"
                      tabIndex={-1}
                      aria-label={t("search.removeRecent", { text: option.label })}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        e.stopPropagation();
                        option.remove();
                      }}
                    >
                      ×
                    </button>
                  </>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="search-panel__status" role="status">
        {showingRecent
          ? options.length === 0 && t("search.tooShort", { min: SEARCH_MIN_LENGTH })
          : loading
            ? t("search.loading")
            : failed
              ? t("search.failed")
              : suggestions && suggestions.total === 0 && options.length === 0
                ? t("search.noHits", { text: term })
                : suggestions && suggestions.total > 0 && (
                    <a href={searchHref(store, term)}>{t("search.showAll", { count: suggestions.total })}</a>
                  )}
      </p>
    </div>
  );
}
