import type { ChosenFee } from "#core/domain/extra-fees.ts";
import { FEE_FIELD_PREFIX } from "#core/domain/extra-fees.ts";
import { useT } from "../i18n/use-shell.ts";

/** A fee as the checkout offers it: its words and its options' prices in the store's currency. */
export interface OfferedFee {
  id: string;
  title: string;
  description: string;
  options: { id: string; label: string; price: number }[];
}

/**
 * Extra services with a home delivery (SPEC §7 "Fees"): a box for a fee with one option, a choice
 * (with "none") for a fee with several. Plain form fields ("fee.{id}"), so the order carries them
 * without JavaScript too; with it, every change is told to the page (the total, the cart).
 */
export function FeeChoice({ fees, chosen, money, onChange }: { fees: OfferedFee[]; chosen: ChosenFee[]; money: (n: number) => string; onChange: (feeId: string, optionIds: string[]) => void }) {
  const t = useT();
  const isChosen = (feeId: string, optionId: string) => chosen.some((c) => c.feeId === feeId && c.optionIds.includes(optionId));
  return (
    <fieldset className="fee-choice">
      <legend>{t("fees.title")}</legend>
      <p className="field__hint">{t("fees.intro")}</p>
      {fees.map((fee) => {
        const name = `${FEE_FIELD_PREFIX}${fee.id}`;
        if (fee.options.length === 1) {
          const [option] = fee.options as [OfferedFee["options"][number]];
          return (
            // The whole card toggles the box; its name is the option, the description is read after it.
            <label key={fee.id} className="choice choice--card">
              <input
                type="checkbox"
                name={name}
                value={option.id}
                checked={isChosen(fee.id, option.id)}
                aria-labelledby={`fee-${fee.id}-name fee-${fee.id}-price`}
                aria-describedby={`fee-${fee.id}-about`}
                onChange={(e) => onChange(fee.id, e.currentTarget.checked ? [option.id] : [])}
              />
              <span>
                <span id={`fee-${fee.id}-name`}>{option.label}</span>
                <span id={`fee-${fee.id}-about`} className="fee-choice__description">
                  {fee.description}
                </span>
              </span>
              <span id={`fee-${fee.id}-price`} className="choice__price">
                {money(option.price)}
              </span>
            </label>
          );
        }
        const none = !fee.options.some((o) => isChosen(fee.id, o.id));
        return (
          <fieldset key={fee.id} className="fee-choice__group" aria-describedby={`fee-${fee.id}-about`}>
            <legend className="fee-choice__title">{fee.title}</legend>
            <p id={`fee-${fee.id}-about`} className="fee-choice__description">
              {fee.description}
            </p>
            <label className="choice">
              <input type="radio" name={name} value="" checked={none} onChange={() => onChange(fee.id, [])} /> {t("fees.none")}
            </label>
            {fee.options.map((option) => (
              <label key={option.id} className="choice">
                <input type="radio" name={name} value={option.id} checked={isChosen(fee.id, option.id)} onChange={() => onChange(fee.id, [option.id])} /> {option.label}
                <span className="choice__price">{money(option.price)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
