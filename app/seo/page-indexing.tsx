import { useMatches } from "react-router";
import { isStoreCode } from "#core/stores.ts";
import { UNLISTED_PAGES } from "./unlisted-pages.ts";

/** `noindex` in the head of a page declared private or not for search engines (core/pages.ts); a listed page's loader may still mark a variant. */
export function PageIndexingMeta() {
  const unlisted = useMatches().some((match) => {
    // A page's route id is its store code and its name (pageRouteId in core/pages.ts).
    const [code = "", name = ""] = match.id.split("/");
    return isStoreCode(code) && UNLISTED_PAGES.has(name);
  });
  return unlisted ? <meta name="robots" content="noindex" /> : null;
}
