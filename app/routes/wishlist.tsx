import type { Route } from "./+types/wishlist";
import { WishlistScreen } from "../components/product-lists/product-list-page.tsx";
import { routeContext } from "../context.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { title: routeContext(context).t("wishlist.title") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

export default function Wishlist() {
  return <WishlistScreen />;
}
