import { useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import type { AddToCartAnswer } from "../catalog/add-to-cart.server.ts";
import { chosenFromForm } from "../domain/cart-options.ts";
import { useT } from "../i18n/use-shell.ts";
import { useCartStore, type ProductToAdd } from "../state/cart.ts";
import { useCartFeedback } from "./use-cart-feedback.ts";

/** The form's id: custom-option and bundle inputs elsewhere on the page belong to it (form attribute). */
export const ADD_TO_CART_FORM = "add-to-cart";

/**
 * Adds the chosen sku to the cart. Without JavaScript it is a plain form post to the product
 * route's action, which answers with the page; with JavaScript the cart store validates,
 * stock-checks and syncs (SPEC §4 "Cart add") and a notification offers the checkout.
 */
export function AddToCart({ product }: { product: ProductToAdd }) {
  const t = useT();
  const fetcher = useFetcher<AddToCartAnswer>();
  const posted = useActionData<AddToCartAnswer>();
  const add = useCartStore((s) => s.add);
  const report = useCartFeedback();
  const [busy, setBusy] = useState(false);
  const answer = fetcher.data ?? posted;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const form = new FormData(event.currentTarget);
      const result = await add(product, form.get("qty"), chosenFromForm(form.entries()));
      report(result);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fetcher.Form method="post" id={ADD_TO_CART_FORM} className="add-to-cart" onSubmit={onSubmit}>
      <input type="hidden" name="sku" value={product.sku} />
      <label className="add-to-cart__qty">
        {t("cart.quantity")}
        <input type="number" name="qty" min={1} defaultValue={1} inputMode="numeric" required />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("cart.add")}
      </button>
      <p role="status" className={answer ? (answer.ok ? "notice notice--success" : "notice notice--error") : "visually-hidden"}>
        {answer?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
