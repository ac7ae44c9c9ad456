import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { AddToCartAnswer } from "../routes/product.server.ts";
import { chosenFromForm, customOptionInputName, missingRequiredOptions } from "#core/domain/cart-options.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useNotifications } from "../state/notifications.ts";
import { storePath } from "#core/stores.ts";
import { useCartStore, type ProductToAdd } from "../state/cart.ts";
import { useCartFeedback } from "./use-cart-feedback.ts";

/** The form's id: custom-option and bundle inputs elsewhere on the page belong to it (form attribute). */
export const ADD_TO_CART_FORM = "add-to-cart";

/**
 * Adds the chosen sku to the cart. Without JavaScript it is a plain form post to the product
 * route's action, which answers with the page; with JavaScript the cart store validates,
 * stock-checks and syncs (SPEC §4 "Cart add") and a notification offers the checkout.
 */
/**
 * `requiredOptions` and `onMissing`: the product's custom options, checked by the page before anything
 * is sent (the form has novalidate: the store's words beside the option, not the browser's bubble);
 * the cart checks them again.
 */
export function AddToCart({
  product,
  isSet = false,
  customOptions = [],
  onMissing,
}: {
  product: ProductToAdd;
  isSet?: boolean;
  customOptions?: readonly { id: number; required: boolean }[];
  onMissing?: (ids: number[]) => void;
}) {
  const t = useT();
  const fetcher = useFetcher<AddToCartAnswer>();
  const add = useCartStore((s) => s.add);
  const connect = useCartStore((s) => s.connect);
  const reload = useCartStore((s) => s.reload);
  const notify = useNotifications((s) => s.notify);
  const store = useStoreView();
  const report = useCartFeedback();
  const [busy, setBusy] = useState(false);
  // Only once the script runs does the form say so: without it, the server answers with a redirect back.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A grouped product (a set) is added by the server, whole or not at all; the browser then re-reads the cart.
  useEffect(() => {
    if (!isSet || !fetcher.data) return;
    if (fetcher.data.ok) {
      void reload();
      notify({ type: "success", message: fetcher.data.message, action: { label: t("cart.proceed"), href: storePath(store, "/checkout") } });
    } else {
      notify({ type: "error", message: fetcher.data.message });
    }
  }, [fetcher.data, isSet, reload, notify, t, store]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy || fetcher.state !== "idle") {
      event.preventDefault();
      return;
    }
    const missing = missingRequiredOptions(customOptions, chosenFromForm(new FormData(event.currentTarget).entries()));
    onMissing?.(missing);
    if (missing.length > 0) {
      event.preventDefault();
      document.querySelector<HTMLInputElement>(`[name="${customOptionInputName(missing[0]!)}"]`)?.focus();
      return;
    }
    if (isSet) return;
    event.preventDefault();
    setBusy(true);
    try {
      const form = new FormData(event.currentTarget);
      // A click can come between hydration and the header's effect that connects the cart.
      await connect(store.storeCode);
      const result = await add(product, form.get("qty"), chosenFromForm(form.entries()));
      report(result);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fetcher.Form method="post" action={product.url} id={ADD_TO_CART_FORM} className="add-to-cart" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="sku" value={product.sku} />
      {hydrated && <input type="hidden" name="via" value="script" />}
      <label className="add-to-cart__qty">
        {t("cart.quantity")}
        <input type="number" name="qty" min={1} defaultValue={1} inputMode="numeric" required />
      </label>
      {/* Never disabled while busy: a disabled button would drop the focus; the notification announces the outcome. */}
      <button type="submit" className="button button--primary" aria-disabled={busy || fetcher.state !== "idle" ? true : undefined}>
        {t("cart.add")}
      </button>
    </fetcher.Form>
  );
}
