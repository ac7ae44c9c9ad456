import { useT } from "../../i18n/use-shell.ts";

/** Private or business (SPEC §1, §6): a business's company and VAT fields show by CSS, so this works without JavaScript. */
export function CustomerTypeChoice({ business }: { business: boolean }) {
  const t = useT();
  return (
    <fieldset className="choice">
      <legend>{t("account.register.customerType")}</legend>
      <label>
        <input type="radio" name="customerType" value="private" defaultChecked={!business} /> {t("account.register.private")}
      </label>
      <label>
        <input type="radio" name="customerType" value="business" defaultChecked={business} /> {t("account.register.business")}
      </label>
    </fieldset>
  );
}
