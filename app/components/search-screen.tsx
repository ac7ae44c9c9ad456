import { Link } from "react-router";
import { useEffect } from "react";
import type { SearchPageData } from "../routes/search.server.ts";
import { trackSearch } from "../analytics/search-events.ts";
import { pageHref } from "#core/catalog/hrefs.ts";
import { useRootData, useStoreView, useT } from "../i18n/use-shell.ts";
import { rememberSearch } from "../state/recent-searches.ts";
import { track } from "../analytics/track.ts";
import { ListingResults } from "./listing-results.tsx";

/** A way on when there is nothing to list: the menu's top categories, which the shell has loaded already. */
function Popular() {
  const t = useT();
  const store = useStoreView();
  const categories = useRootData()?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="search-page__popular" aria-labelledby="search-popular">
      <h2 id="search-popular">{t("search.popular")}</h2>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={pageHref(store, c.urlPath)} className="chip">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Message({ data }: { data: SearchPageData }) {
  const t = useT();
  switch (data.state) {
    case "empty":
      return <p className="search-page__message">{t("search.prompt")}</p>;
    case "too-short":
      return <p className="search-page__message">{t("search.tooShort", { min: data.minLength })}</p>;
    case "too-long":
      return <p className="search-page__message" role="alert">{t("search.tooLong", { max: data.maxLength })}</p>;
    case "no-hits":
      return (
        <div className="search-page__message">
          <p>{t("search.noHits", { text: data.text })}</p>
          {data.correction && (
            <p>
              {t("search.didYouMean")}{" "}
              <Link to={data.correction.href} className="search-page__correction">
                {data.correction.text}
              </Link>
              ?
            </p>
          )}
        </div>
      );
    default:
      return data.showingFor ? (
        <p className="search-page__message search-page__showing-for">
          {data.showingFor.text}{" "}
          <Link to={data.showingFor.insteadHref} rel="nofollow">
            {data.showingFor.instead}
          </Link>
        </p>
      ) : null;
  }
}

/** SPEC §2 "Search results": products with the categories' filters, then categories, collections, pages and articles. */
export function SearchScreen({ data }: { data: SearchPageData }) {
  const t = useT();
  const store = useStoreView();
  // Once per search, not again when a filter or the sort changes the list: the total is read, not watched.
  const results = data.listing?.total ?? 0;
  useEffect(() => {
    if (data.state !== "results" && data.state !== "no-hits") return;
    void rememberSearch(store.storeCode, data.text);
    trackSearch(store.storeCode, { type: data.state === "no-hits" ? "zero-results" : "search", term: data.text, results, source: "page" });
    track((ga) => {
      ga.trackSearchTerm(store.storeCode, "search", data.text);
      ga.trackSearchTerm(store.storeCode, "view_search_results", data.text);
    });
  }, [data.state, data.text, store.storeCode]);
  return (
    <section className="search-page">
      <h1>{data.text && data.state !== "too-short" ? t("search.titleFor", { text: data.text }) : t("search.title")}</h1>
      <Message data={data} />
      {data.groups.length > 0 && (
        <div className="search-page__groups">
          {data.groups.map((group) => (
            <nav key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
              <h2 id={`search-group-${group.kind}`}>{t(`search.groups.${group.kind}`)}</h2>
              <ul>
                {group.hits.map((hit) => (
                  <li key={hit.href}>
                    <Link to={hit.href} className="chip">
                      {hit.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {data.listing && data.state === "results" && <ListingResults data={data.listing} emptyText={t("search.noProducts")} list={{ id: "search_results", name: t("search.title") }} />}
      {data.state !== "results" && <Popular />}
    </section>
  );
}
