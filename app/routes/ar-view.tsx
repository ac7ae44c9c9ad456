import { Link } from "react-router";
import type { Route } from "./+types/ar-view";
import { ModelView } from "../components/ar/model-view.tsx";

export { loader } from "./ar-view.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** The AR view of a product (SPEC §1, §2 AR modal): its model, how to place it, and the way back to the product. */
export default function ArView({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <section className="ar-view" aria-labelledby="ar-view-title">
      <h1 id="ar-view-title">{loaderData.name}</h1>
      <ModelView model={loaderData.model} poster={loaderData.poster} words={words} />
      <p className="ar-view__hint">{words.hint}</p>
      <Link to={loaderData.productHref}>{words.back}</Link>
    </section>
  );
}
