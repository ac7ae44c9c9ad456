import { useMatches } from "react-router";
import { pageOfRouteId } from "#core/pages.ts";

/** `noindex` in the head of a page declared private or not for search engines (core/pages.ts); a listed page's loader may still mark a variant. */
export function PageIndexingMeta() {
  const unlisted = useMatches().some((match) => {
    const page = pageOfRouteId(match.id);
    return page !== null && page.indexing !== "listed";
  });
  return unlisted ? <meta name="robots" content="noindex" /> : null;
}
