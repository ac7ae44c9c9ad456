import type { Route } from "./+types/compare";
import { CompareScreen } from "../components/product-lists/compare-screen.tsx";
import { routeContext } from "../context.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { title: routeContext(context).t("compare.title") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

export default function Compare() {
  return <CompareScreen />;
}
