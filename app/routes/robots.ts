import type { Route } from "./+types/robots";
import { ROBOTS_TAG } from "../cache/vocabulary.ts";
import { routeContext } from "../context.ts";
import { NOT_INDEXED, robotsTxt } from "../seo/robots.ts";
import { STORE_CODES, STORE_VIEWS, storePath } from "../stores.ts";

const DISALLOWED = STORE_CODES.flatMap((code) => NOT_INDEXED.map((path) => storePath(STORE_VIEWS[code], path)));

/** /robots.txt: private paths of every store disallowed, the sitemap index named. */
export function loader({ url, context }: Route.LoaderArgs) {
  routeContext(context).page.type("robots", ROBOTS_TAG);
  return new Response(robotsTxt(url.origin, DISALLOWED), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
