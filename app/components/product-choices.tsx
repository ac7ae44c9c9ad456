import type { BundleChoice } from "#core/domain/bundle-price.ts";
import { BUNDLE_NONE, customOptionInputName, FIELD_MAX_LENGTH } from "#core/domain/cart-options.ts";
import { formatMoney } from "#core/domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import type { ProductPageData } from "../routes/product.server.ts";
import { ADD_TO_CART_FORM } from "./add-to-cart.tsx";
import { LinkedItem } from "./linked-item.tsx";

/** A set's items, a bundle's choices and custom options: only products that have them load this. */

export function LinkedItems({ title, items }: { title: string; items: ProductPageData["groupedItems"] }) {
  const t = useT();
  return (
    <section className="linked-items" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <LinkedItem key={item.id} item={item}>
            <span className={`stock-badge stock-badge--${item.stock}`}>{t(`product.stock.${item.stock}`)}</span>
          </LinkedItem>
        ))}
      </ul>
    </section>
  );
}

export function BundleOptions({ options, choice, onChoose }: { options: ProductPageData["bundleOptions"]; choice: BundleChoice; onChoose: (optionId: number, selection: string) => void }) {
  const t = useT();
  const store = useStoreView();
  if (options.length === 0) return null;
  return (
    <section className="bundle" aria-labelledby="bundle-title">
      <h2 id="bundle-title">{t("product.bundleContents")}</h2>
      {options.map((option) => (
        <fieldset key={option.id} className="bundle__option">
          <legend>
            {option.title}
            {option.required && <span className="bundle__required"> ({t("product.required")})</span>}
          </legend>
          {option.selections.map((s) => (
            <label key={s.selectionId} className="bundle__selection">
              <input type="radio" name={`bundle-${option.id}`} value={s.selectionId} checked={choice[String(option.id)] === String(s.selectionId)} onChange={() => onChoose(option.id, String(s.selectionId))} form={ADD_TO_CART_FORM} />
              {t("product.quantity", { qty: s.qty })} {s.name} – {formatMoney(s.price.final, store.i18n)}
            </label>
          ))}
          {!option.required && (
            <label className="bundle__selection">
              <input type="radio" name={`bundle-${option.id}`} value={BUNDLE_NONE} checked={choice[String(option.id)] === BUNDLE_NONE} onChange={() => onChoose(option.id, BUNDLE_NONE)} form={ADD_TO_CART_FORM} />
              {t("product.bundleNone")}
            </label>
          )}
        </fieldset>
      ))}
    </section>
  );
}

/**
 * The product's custom options. `missing`: required ones the shopper left unanswered on trying to add,
 * each flagged beside itself in the store's words until answered (`onAnswered`).
 */
export function CustomOptions({ options, missing = [], onAnswered }: { options: ProductPageData["customOptions"]; missing?: readonly number[]; onAnswered?: (id: number) => void }) {
  const t = useT();
  const store = useStoreView();
  if (options.length === 0) return null;
  const adjustment = (v: ProductPageData["customOptions"][number]["values"][number]) =>
    v.priceType === "percent" ? `+${v.price} % (${formatMoney(v.addedPrice, store.i18n)})` : `+${formatMoney(v.addedPrice, store.i18n)}`;
  const errorId = (id: number) => `custom-option-${id}-error`;
  const flag = (option: (typeof options)[number]) =>
    missing.includes(option.id) ? (
      <span id={errorId(option.id)} className="field__error custom-options__error">
        {t("cart.errors.optionRequired", { option: option.title })}
      </span>
    ) : null;
  const invalid = (id: number) => (missing.includes(id) ? { "aria-invalid": true, "aria-describedby": errorId(id) } : {});
  return (
    <section className="custom-options" aria-labelledby="custom-options-title">
      <h2 id="custom-options-title">{t("product.customOptions")}</h2>
      {options.map((option) =>
        option.type === "field" ? (
          <p key={option.id} className={missing.includes(option.id) ? "custom-options__option--invalid" : undefined}>
            <label>
              {option.title}
              {option.required && ` (${t("product.required")})`}{" "}
              <input
                type="text"
                name={customOptionInputName(option.id)}
                maxLength={FIELD_MAX_LENGTH}
                form={ADD_TO_CART_FORM}
                required={option.required}
                onChange={() => onAnswered?.(option.id)}
                {...invalid(option.id)}
              />
            </label>
            {flag(option)}
          </p>
        ) : (
          <fieldset key={option.id} className={missing.includes(option.id) ? "custom-options__option--invalid" : undefined} {...invalid(option.id)} onChange={() => onAnswered?.(option.id)}>
            <legend>
              {option.title}
              {option.required && ` (${t("product.required")})`}
            </legend>
            {option.values.map((v) => (
              <label key={v.id} className="custom-options__value">
                <input type={option.type === "checkbox" ? "checkbox" : "radio"} name={customOptionInputName(option.id)} value={v.id} form={ADD_TO_CART_FORM} required={option.required && option.type !== "checkbox"} />
                {v.title} <span className="custom-options__price">{v.price === 0 ? "" : adjustment(v)}</span>
              </label>
            ))}
            {flag(option)}
          </fieldset>
        ),
      )}
    </section>
  );
}
