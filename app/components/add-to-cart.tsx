import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import type { AddToCartAnswer } from "../catalog/add-to-cart.server.ts";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";

/**
 * Adds the chosen sku to the cart. A fetcher form: with JavaScript it posts in the background;
 * without, it is a plain form post to the product route's action, which answers with the page.
 */
export function AddToCart({ sku }: { sku: string }) {
  const t = useT();
  const fetcher = useFetcher<AddToCartAnswer>();
  const posted = useActionData<AddToCartAnswer>();
  const answer = fetcher.data ?? posted;
  const setCount = useCartStore((s) => s.setCount);
  useEffect(() => {
    if (fetcher.data?.ok) setCount(fetcher.data.count);
  }, [fetcher.data, setCount]);
  return (
    <fetcher.Form method="post" className="add-to-cart">
      <input type="hidden" name="sku" value={sku} />
      <label className="add-to-cart__qty">
        {t("cart.quantity")}
        <input type="number" name="qty" min={1} defaultValue={1} inputMode="numeric" required />
      </label>
      <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {t("cart.add")}
      </button>
      <p role="status" className={answer ? (answer.ok ? "notice notice--success" : "notice notice--error") : "visually-hidden"}>
        {answer?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
