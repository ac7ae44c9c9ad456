import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/cart";
import type { CartActionData } from "./cart.server.ts";
import { CartLineForm } from "../components/cart-line-form.tsx";
import { OptionLabels } from "../components/option-labels.tsx";
import { TotalsList } from "../components/totals-list.tsx";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useCartStore } from "../state/cart.ts";
import { formatMoney } from "#core/domain/money.ts";
import { cartHref } from "#core/catalog/hrefs.ts";
import { OtherStoreCarts } from "../components/other-store-carts.tsx";

export { action, loader } from "./cart.server.ts";

/**
 * The cart page (issue 36): lines with quantity and removal, totals, the coupon and the way to the
 * checkout. Its forms work without JavaScript; with it, a change also reloads the mini cart's store.
 */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<CartActionData>();
  const navigation = useNavigation();
  const money = (n: number) => formatMoney(n, store.i18n);
  // A change made here is the mini cart's too: it reads the server cart again once the page has.
  const settled = navigation.state === "idle";
  const reload = useCartStore((s) => s.reload);
  useEffect(() => {
    if (settled && loaderData.notice) void reload();
  }, [settled, loaderData.notice, reload]);

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      {loaderData.notice && (
        <p className="notice notice--success" role="status">
          {loaderData.notice}
        </p>
      )}
      {answer?.formError && (
        <p className="notice notice--error" role="alert">
          {answer.formError}
        </p>
      )}
      <OtherStoreCarts carts={loaderData.otherCarts} />
      {loaderData.empty ? (
        <>
          <p>{t("cart.empty")}</p>
          <Link to={loaderData.homeHref}>{t("checkout.backToShop")}</Link>
        </>
      ) : (
        <div className="cart-page__grid">
          <ul className="cart-page__lines">
            {loaderData.lines.map((line) => (
              <li key={line.itemId} className="cart-page__line" data-sku={line.sku}>
                <img src={line.image.src} alt="" width={75} height={75} loading="lazy" />
                <div className="cart-page__line-body">
                  <span className="cart-page__line-name">{line.name}</span>
                  <OptionLabels options={line.options} />
                  <span className="cart-page__unit">{t("cartPage.unitPrice", { price: money(line.unitPrice) })}</span>
                  <CartLineForm itemId={line.itemId} qty={line.qty} name={line.name} back="cart" error={answer?.lineError?.itemId === line.itemId ? answer.lineError : undefined} />
                </div>
                <span className="cart-page__line-total">{money(line.rowTotal)}</span>
              </li>
            ))}
          </ul>
          <aside className="cart-page__summary" aria-label={t("cartPage.summary")}>
            <Form method="post" action={cartHref(store)} className="coupon-form">
              <label htmlFor="cart-coupon">{t("checkout.coupon")}</label>
              <div className="coupon-form__row">
                <input
                  id="cart-coupon"
                  name="coupon"
                  defaultValue={loaderData.couponCode ?? ""}
                  autoComplete="off"
                  aria-invalid={answer?.couponError ? true : undefined}
                  aria-describedby={answer?.couponError ? "cart-coupon-error" : undefined}
                />
                <button type="submit" name="intent" value="coupon" className="button">
                  {t("checkout.applyCoupon")}
                </button>
              </div>
              {loaderData.couponCode && (
                <button type="submit" name="intent" value="removeCoupon" className="button button--link">
                  {t("cartPage.removeCoupon")}
                </button>
              )}
              {answer?.couponError && (
                <span id="cart-coupon-error" className="field__error">
                  {answer.couponError}
                </span>
              )}
            </Form>
            <TotalsList
              rows={[
                { label: t("checkout.subtotal"), value: money(loaderData.subtotal) },
                ...(loaderData.discount > 0 ? [{ label: t("checkout.discount"), value: `−${money(loaderData.discount)}` }] : []),
                { label: t("checkout.total"), value: money(loaderData.subtotal - loaderData.discount), grand: true },
              ]}
            />
            <p className="cart-page__shipping-note">{t("cartPage.shippingNote")}</p>
            <Link className="button button--primary cart-page__checkout" to={loaderData.checkoutHref}>
              {t("cart.proceed")}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
