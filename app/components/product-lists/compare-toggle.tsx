import { Link } from "react-router";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { useNotifications } from "../../state/notifications.ts";
import { useProductLists } from "../../state/product-lists.ts";
import { storePath } from "#core/stores.ts";

/** "Compare" on a product page, with the way to the comparison once something is in it. */
export function CompareToggle({ sku, name }: { sku: string; name: string }) {
  const t = useT();
  const store = useStoreView();
  const compared = useProductLists((s) => s.compare.includes(sku));
  const count = useProductLists((s) => s.compare.length);
  const toggle = useProductLists((s) => s.toggleCompare);
  const notify = useNotifications((s) => s.notify);
  return (
    <p className="compare-toggle">
      <label>
        <input
          type="checkbox"
          checked={compared}
          onChange={() => {
            if (toggle(sku) === "full") notify({ type: "warning", message: t("compare.full") });
          }}
          aria-label={t(compared ? "compare.remove" : "compare.addLabel", { name })}
        />{" "}
        {t("compare.add")}
      </label>
      {count > 0 && <Link to={storePath(store, "/compare")}>{t("compare.open", { count })}</Link>}
    </p>
  );
}
