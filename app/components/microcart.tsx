import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ProductPageData } from "../routes/product.server.ts";
import { formatMoney } from "#core/domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { lineKey } from "#core/domain/cart-sync.ts";
import { useCartStore, type CartItem } from "../state/cart.ts";
import { track } from "../analytics/track.ts";
import { useUiStore } from "../state/ui.ts";
import { storePath } from "#core/stores.ts";
import { cartHref } from "#core/catalog/hrefs.ts";
import { OptionLabels, selectedOptionLabels } from "./option-labels.tsx";
import { SidePanel } from "./side-panel.tsx";
import { TotalsList } from "./totals-list.tsx";
import { useCartFeedback } from "./use-cart-feedback.ts";

/** SPEC §4 "Cart edit mode" for a configurable line: choose another colour/size and quantity, then save. */
function LineEditor({ item }: { item: CartItem }) {
  const t = useT();
  const editing = useCartStore((s) => s.editing)!;
  const changeEdit = useCartStore((s) => s.changeEdit);
  const closeEdit = useCartStore((s) => s.closeEdit);
  const setQty = useCartStore((s) => s.setQty);
  const remove = useCartStore((s) => s.remove);
  const add = useCartStore((s) => s.add);
  const report = useCartFeedback();
  const product = useFetcher<ProductPageData>();
  const load = product.load;
  useEffect(() => {
    void load(editing.url);
  }, [load, editing.url]);
  const data = product.data;
  const chosenSku = data?.selectedSku ?? null;

  async function save() {
    if (!data || !chosenSku || chosenSku === item.sku) {
      report(await setQty(lineKey(item), editing.qty));
    } else {
      // Another variant: the line becomes that child, with the chosen quantity; if the add is refused the old line stays.
      const added = await add(
        {
          ...item,
          sku: chosenSku,
          price: data.offer.price.final,
          url: editing.url,
          options: selectedOptionLabels(data.pickers, t),
        },
        editing.qty,
      );
      report(added);
      if (added.ok) await remove(lineKey(item));
    }
    closeEdit();
  }

  return (
    <div className="line-editor">
      {data?.pickers.map((picker) => (
        <fieldset key={picker.code}>
          <legend>{t(`product.attribute.${picker.code}`)}</legend>
          {picker.values.map((v) => (
            <button
              key={v.value}
              type="button"
              className={`variant__value${v.selected ? " variant__value--selected" : ""}`}
              aria-pressed={v.selected}
              disabled={!v.available}
              data-option={`${picker.code}:${v.value}`}
              onClick={() => changeEdit({ url: v.href })}
            >
              {v.label}
            </button>
          ))}
        </fieldset>
      ))}
      {data?.warning && <p className="notice notice--warning">{data.warning}</p>}
      <label>
        {t("cart.quantity")}
        <input type="number" min={1} value={editing.qty} onChange={(e) => changeEdit({ qty: Number(e.target.value) })} />
      </label>
      <button type="button" className="button button--primary" onClick={save} disabled={product.state !== "idle" || (data !== undefined && !chosenSku)}>
        {t("cart.save")}
      </button>
      <button type="button" className="button" onClick={closeEdit}>
        {t("cart.cancel")}
      </button>
    </div>
  );
}

function Line({ item }: { item: CartItem }) {
  const t = useT();
  const store = useStoreView();
  const setQty = useCartStore((s) => s.setQty);
  const remove = useCartStore((s) => s.remove);
  const editing = useCartStore((s) => s.editing);
  const openEdit = useCartStore((s) => s.openEdit);
  const stock = useCartStore((s) => s.stockNotices[item.sku]);
  const closePanel = useUiStore((s) => s.closePanel);
  const report = useCartFeedback();
  const money = (n: number) => formatMoney(n, store.i18n);
  const [busy, setBusy] = useState(false);
  const change = async (qty: number) => {
    setBusy(true);
    try {
      if (qty < 1) return await remove(lineKey(item));
      const result = await setQty(lineKey(item), qty);
      if (!result.ok) report(result);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="microcart__line" data-sku={item.sku}>
      {item.image && <img src={item.image} alt="" width={75} height={75} loading="lazy" />}
      <div className="microcart__details">
        {item.url ? (
          <Link to={item.url} onClick={() => closePanel("microcart")}>
            {item.name}
          </Link>
        ) : (
          <span>{item.name}</span>
        )}
        <OptionLabels options={item.options ?? []} />
        <span className="microcart__price">{money(item.price * item.qty)}</span>
        {stock && (
          <span className={`microcart__stock microcart__stock--${stock.type}`} data-stock={stock.type}>
            {stock.type === "info" ? t("cart.inStock") : t("cart.outOfStockShort")}
          </span>
        )}
        {editing?.sku === item.sku ? (
          <LineEditor item={item} />
        ) : (
          <div className="microcart__controls">
            <button type="button" className="button" aria-label={t("cart.decrease")} disabled={busy} onClick={() => change(item.qty - 1)}>
              −
            </button>
            <output className="microcart__qty" aria-label={t("cart.quantity")}>
              {item.qty}
            </output>
            <button type="button" className="button" aria-label={t("cart.increase")} disabled={busy} onClick={() => change(item.qty + 1)}>
              +
            </button>
            {item.productType === "configurable" && item.url && (
              <button type="button" className="button" onClick={() => openEdit({ sku: item.sku, qty: item.qty, url: item.url! })}>
                {t("cart.edit")}
              </button>
            )}
            <button type="button" className="button" onClick={() => remove(lineKey(item))}>
              {t("cart.remove")}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/** The microcart panel (SPEC §2): lines with quantity, edit and remove; totals; the way to checkout. */
export default function Microcart() {
  const t = useT();
  const store = useStoreView();
  const items = useCartStore((s) => s.items);
  const totals = useCartStore((s) => s.totals);
  const closePanel = useUiStore((s) => s.closePanel);
  const checkStock = useCartStore((s) => s.checkStock);
  const money = (n: number) => formatMoney(n, store.i18n);
  useEffect(() => {
    void checkStock();
    // view_cart, as the panel opens (it mounts then).
    const { items: lines, storeCode } = useCartStore.getState();
    if (storeCode && lines.length > 0) track((ga) => ga.trackEcommerce(storeCode, ga.ecommerceEvent("view_cart", store.i18n.currencyCode, ga.lineItems(lines))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkStock]);
  return (
    <SidePanel name="microcart" labelledBy="microcart-title" className="microcart">
      <div className="microcart__head">
        <h2 id="microcart-title">{t("cart.title")}</h2>
        <button type="button" className="button" autoFocus onClick={() => closePanel("microcart")}>
          {t("cart.close")}
        </button>
      </div>
      {items.length === 0 ? (
        <p>{t("cart.empty")}</p>
      ) : (
        <>
          <ul className="microcart__lines">
            {items.map((item) => (
              <Line key={lineKey(item)} item={item} />
            ))}
          </ul>
          {totals && (
            <TotalsList
              rows={[
                { label: t("cart.subtotal"), value: money(totals.subtotal_incl_tax) },
                ...(totals.discount_amount < 0 ? [{ label: t("checkout.discount"), value: `−${money(-totals.discount_amount)}` }] : []),
                { label: t("checkout.total"), value: money(totals.subtotal_incl_tax + totals.discount_amount), grand: true },
              ]}
            />
          )}
          <Link className="button button--primary" to={storePath(store, "/checkout")} onClick={() => closePanel("microcart")}>
            {t("cart.proceed")}
          </Link>
          <Link className="microcart__cart-page" to={cartHref(store)} onClick={() => closePanel("microcart")}>
            {t("cartPage.open")}
          </Link>
        </>
      )}
    </SidePanel>
  );
}
