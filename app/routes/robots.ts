import type { Route } from "./+types/robots";
import { ROBOTS_TAG } from "#core/cache/vocabulary.ts";
import { routeContext } from "../context.ts";
import { DISALLOWED, robotsTxt } from "../seo/robots.ts";

/** /robots.txt: private paths of every store disallowed, the sitemap index named. */
export function loader({ url, context }: Route.LoaderArgs) {
  routeContext(context).page.type("robots", ROBOTS_TAG);
  return new Response(robotsTxt(url.origin, DISALLOWED), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
