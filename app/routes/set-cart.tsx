import { Link } from "react-router";
import type { Route } from "./+types/set-cart";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { loader } from "./set-cart.server.ts";

/** A hand-over link that leads to no cart of this store: what happened, and the way on. */
export default function SetCart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="cart-page" aria-labelledby="set-cart-title">
      <h1 id="set-cart-title">{t("setCart.title")}</h1>
      <p className="notice notice--error" role="alert">
        {loaderData.message}
      </p>
      <Link to={storePath(store, "/")}>{t("checkout.backToShop")}</Link>
    </section>
  );
}
