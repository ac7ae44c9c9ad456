import type { Route } from "./+types/product";
import { tagPage } from "../catalog/cache-tags.ts";
import { loadProductPage } from "../catalog/product-page.server.ts";
import { ProductScreen } from "../components/product-screen.tsx";
import { addToCart } from "../catalog/add-to-cart.server.ts";
import { cartContext, commerceContext, storeContext } from "../context.ts";
import { translatorFor } from "../i18n/dictionaries.server.ts";
import { seoMeta } from "../seo/page-seo.ts";

/** /p/:parentSku/:slug and /p/:parentSku/:slug/:childSku (SPEC §2). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  return loadProductPage({
    url,
    params: { parentSku: params.parentSku, slug: params.slug, childSku: "childSku" in params ? params.childSku : undefined },
    store,
    commerce: context.get(commerceContext),
    t: translatorFor(store),
    tag: (...tags) => tagPage(context, ...tags),
  });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const store = context.get(storeContext);
  return addToCart({ request, url, store, carts: context.get(cartContext), t: translatorFor(store) });
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductScreen data={loaderData} />;
}
