import type { ProductPageData } from "../routes/product.server.ts";
import type { Translate } from "#core/i18n/translator.ts";

/** The chosen colour, size… of a configurable product as option labels ("Färg: Svart"). */
export function selectedOptionLabels(pickers: ProductPageData["pickers"], t: Translate): { label: string; value: string }[] {
  return pickers.flatMap((p) => p.values.filter((v) => v.selected).map((v) => ({ label: t(`product.attribute.${p.code}`), value: v.label })));
}

/** What was chosen for a cart or order line: colour and size, custom options, bundle selections. */
export function OptionLabels({ options }: { options: readonly { label: string; value: string }[] }) {
  if (options.length === 0) return null;
  return (
    <span className="option-labels">
      {options.map((o) => (
        <span key={o.label} className="option-labels__item">
          {o.label}: {o.value}
        </span>
      ))}
    </span>
  );
}
