import type { Route } from "./+types/product";
import { ProductScreen } from "../components/product-screen.tsx";
import { seoMeta } from "../seo/seo-meta.ts";

export { action, loader } from "./product.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductScreen data={loaderData} />;
}
