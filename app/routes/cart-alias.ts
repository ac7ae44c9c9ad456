import { redirect } from "react-router";
import type { Route } from "./+types/cart-alias";
import { cartHref } from "#core/catalog/hrefs.ts";
import { routeContext } from "../context.ts";

/** /cart, as links and habits have it: the store's own cart path, for good (301). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(cartHref(routeContext(context).store), 301);
}
