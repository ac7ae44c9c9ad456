import { Form } from "react-router";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { cartHref } from "#core/catalog/hrefs.ts";

/**
 * A cart line's quantity and removal, as a form posted to the cart page's action (also without
 * JavaScript): the cart page and the checkout's summary both show it. `back` is where the change
 * lands (the page it was made on); `error` is a refused change of this line.
 */
export function CartLineForm(props: { itemId: number; qty: number; name: string; back: "cart" | "checkout"; error?: { field: "qty" | "itemId"; message: string } }) {
  const t = useT();
  const store = useStoreView();
  const id = `cart-qty-${props.back}-${props.itemId}`;
  const errorId = `${id}-error`;
  return (
    <Form method="post" action={cartHref(store)} className="cart-line-form" aria-label={props.name}>
      <input type="hidden" name="itemId" value={props.itemId} />
      <input type="hidden" name="back" value={props.back} />
      <label htmlFor={id}>{t("cart.quantity")}</label>
      <input
        id={id}
        name="qty"
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={props.qty}
        className="cart-line-form__qty"
        aria-invalid={props.error?.field === "qty" ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <button type="submit" name="intent" value="qty" className="button">
        {t("cartPage.update")}
      </button>
      <button type="submit" name="intent" value="remove" className="button button--link">
        {t("cart.remove")}
      </button>
      {props.error && (
        <span id={errorId} className="field__error" role="alert">
          {props.error.message}
        </span>
      )}
    </Form>
  );
}
