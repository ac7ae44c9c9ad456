import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/account-addresses";
import type { AddressActionData } from "./account-addresses.server.ts";
import { FormField } from "../components/form-field.tsx";
import type { BookAddress } from "#core/domain/address-book.ts";
import { postalLine } from "#core/domain/postcode.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { action, loader } from "./account-addresses.server.ts";

type Countries = { code: string; name: string }[];

function AddressLines({ address, countries }: { address: BookAddress; countries: Countries }) {
  return (
    <address className="address-card__lines">
      {address.company && <span>{address.company}</span>}
      <span>
        {address.firstname} {address.lastname}
      </span>
      <span>{address.street}</span>
      <span>
        {postalLine(address.countryId, address.postcode, address.city)}
      </span>
      <span>{countries.find((c) => c.code === address.countryId)?.name ?? address.countryId}</span>
      {address.telephone && <span>{address.telephone}</span>}
    </address>
  );
}

function AddressForm(props: { address: BookAddress | null; defaults: { firstname: string; lastname: string; countryId: string }; countries: Countries; answer: AddressActionData | undefined; busy: boolean; cancelHref: string }) {
  const t = useT();
  const { address, answer } = props;
  const value = (name: keyof BookAddress & string, fallback = "") => answer?.values[name] ?? String(address?.[name] ?? fallback);
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" className="account__form address-form" noValidate>
      <h3>{address ? t("account.addresses.editTitle") : t("account.addresses.newTitle")}</h3>
      {answer?.message && (
        <p role="alert" className="form-alert form-alert--error">
          {answer.message}
        </p>
      )}
      <input type="hidden" name="intent" value="save" />
      {address && <input type="hidden" name="id" value={address.id} />}
      <div className="auth-form__pair">
        <FormField id="address-firstname" name="firstname" label={t("account.register.firstname")} autoComplete="given-name" defaultValue={value("firstname", props.defaults.firstname)} error={errors.firstname} />
        <FormField id="address-lastname" name="lastname" label={t("account.register.lastname")} autoComplete="family-name" defaultValue={value("lastname", props.defaults.lastname)} error={errors.lastname} />
      </div>
      <FormField id="address-company" name="company" label={t("account.addresses.company")} autoComplete="organization" required={false} defaultValue={value("company")} />
      <FormField id="address-street" name="street" label={t("account.addresses.street")} autoComplete="street-address" defaultValue={value("street")} error={errors.street} />
      <div className="auth-form__pair">
        <FormField id="address-postcode" name="postcode" label={t("account.addresses.postcode")} autoComplete="postal-code" defaultValue={value("postcode")} error={errors.postcode} />
        <FormField id="address-city" name="city" label={t("account.addresses.city")} autoComplete="address-level2" defaultValue={value("city")} error={errors.city} />
      </div>
      <p className="field">
        <label htmlFor="address-country">{t("account.addresses.country")}</label>
        <select id="address-country" name="countryId" defaultValue={value("countryId", props.defaults.countryId)} autoComplete="country" aria-invalid={errors.countryId ? true : undefined} aria-describedby={errors.countryId ? "address-country-error" : undefined}>
          {props.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.countryId && (
          <span id="address-country-error" className="field__error">
            {errors.countryId}
          </span>
        )}
      </p>
      <FormField id="address-telephone" name="telephone" label={t("account.addresses.telephone")} type="tel" autoComplete="tel" required={false} defaultValue={value("telephone")} />
      <label className="checkbox">
        <input type="checkbox" name="defaultShipping" value="1" defaultChecked={address?.defaultShipping} /> {t("account.addresses.defaultShipping")}
      </label>
      <label className="checkbox">
        <input type="checkbox" name="defaultBilling" value="1" defaultChecked={address?.defaultBilling} /> {t("account.addresses.defaultBilling")}
      </label>
      <p className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={props.busy}>
          {t("account.addresses.save")}
        </button>
        <Link to={props.cancelHref} className="button">
          {t("account.addresses.cancel")}
        </Link>
      </p>
    </Form>
  );
}

/** The address book: add, edit, delete, default delivery and billing addresses. */
export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<AddressActionData>();
  const busy = useNavigation().state === "submitting";
  if (!loaderData) return null;
  const { addresses, editing, countries } = loaderData;
  const here = storePath(store, "/my-account/addresses");
  return (
    <section className="account__card" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t("account.addresses.title")}</h2>
      {loaderData.saved && (
        <p role="status" className="form-alert form-alert--ok">
          {loaderData.saved === "deleted" ? t("account.addresses.deleted") : t("account.addresses.saved")}
        </p>
      )}
      {editing ? (
        <AddressForm key={editing === "new" ? "new" : editing.id} address={editing === "new" ? null : editing} defaults={loaderData.defaults} countries={countries} answer={answer} busy={busy} cancelHref={here} />
      ) : (
        <>
          {addresses.length === 0 && <p>{t("account.addresses.empty")}</p>}
          <ul className="address-cards">
            {addresses.map((address) => (
              <li key={address.id} className="address-card">
                <AddressLines address={address} countries={countries} />
                <p className="address-card__flags">
                  {address.defaultShipping && <span className="badge">{t("account.addresses.defaultShipping")}</span>}
                  {address.defaultBilling && <span className="badge">{t("account.addresses.defaultBilling")}</span>}
                </p>
                <div className="address-card__actions">
                  <Link to={`${here}?edit=${address.id}`} className="button">
                    {t("account.addresses.edit")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit" className="button" aria-label={t("account.addresses.deleteLabel", { street: address.street })}>
                      {t("account.addresses.delete")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          {!loaderData.full && (
            <Link to={`${here}?edit=new`} className="button button--primary">
              {t("account.addresses.add")}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
