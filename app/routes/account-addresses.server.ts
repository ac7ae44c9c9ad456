import { data, redirect } from "react-router";
import type { Route } from "./+types/account-addresses";
import { field } from "../account/auth-actions.server.ts";
import { accountContext } from "../account/session.server.ts";
import { validateAddress, withAddressDeleted, withAddressSaved, type BookAddress } from "#core/domain/address-book.ts";
import { describeError } from "#core/i18n/checkout-messages.ts";
import { routeContext } from "../context.ts";
import { SHOP_COUNTRIES, storePath } from "#core/stores.ts";
import { readForm } from "./form-body.server.ts";

export type AddressActionData = { ok: false; errors: Record<string, string>; values: Record<string, string>; message?: string };

/** Form field → address field, for the messages of validateAddress. */
const FORM_FIELD: Record<string, string> = { firstName: "firstname", lastName: "lastname", streetAddress: "street", zipCode: "postcode", city: "city", country: "countryId" };

export function loader({ url, context }: Route.LoaderArgs) {
  const { customer } = context.get(accountContext);
  if (!customer) return null;
  const { profile } = customer;
  const edit = url.searchParams.get("edit");
  const editing = edit === "new" ? ("new" as const) : profile.addresses.find((a) => String(a.id) === edit) ?? null;
  return {
    addresses: profile.addresses,
    editing,
    full: profile.addresses.length >= routeContext(context).commerce.customers.addressBookLimit,
    defaults: { firstname: profile.firstname, lastname: profile.lastname, countryId: routeContext(context).store.countryId },
    countries: SHOP_COUNTRIES,
    saved: url.searchParams.get("saved"),
  };
}

/** Saves (adds or edits) or deletes an address; the book keeps one default of each kind. */
export async function action({ request, context }: Route.ActionArgs) {
  const { commerce, store, t } = routeContext(context);
  const { customer } = context.get(accountContext);
  if (!customer) return data<AddressActionData>({ ok: false, errors: {}, values: {}, message: t("account.needLogin") }, { status: 401 });
  const form = await readForm(request);
  const book = customer.profile.addresses;
  const back = (saved: "saved" | "deleted") => redirect(`${storePath(store, "/my-account/addresses")}?saved=${saved}`);

  if (field(form, "intent") === "delete") {
    const id = Number(field(form, "id"));
    if (!book.some((a) => a.id === id)) return data<AddressActionData>({ ok: false, errors: {}, values: {}, message: "id: no such address in your address book" }, { status: 404 });
    await commerce.customers.updateProfile(customer.token, { addresses: withAddressDeleted(book, id) });
    return back("deleted");
  }

  const values = Object.fromEntries(["id", "firstname", "lastname", "company", "street", "postcode", "city", "countryId", "telephone"].map((name) => [name, field(form, name).trim().slice(0, 200)]));
  const id = values.id ? Number(values.id) : 0;
  if (id && !book.some((a) => a.id === id)) return data<AddressActionData>({ ok: false, errors: {}, values, message: "id: no such address in your address book" }, { status: 404 });
  const limit = commerce.customers.addressBookLimit;
  if (!id && book.length >= limit) return data<AddressActionData>({ ok: false, errors: {}, values, message: t("account.addresses.full", { count: limit }) }, { status: 400 });
  const address: BookAddress = {
    id,
    firstname: values.firstname!,
    lastname: values.lastname!,
    company: values.company || null,
    street: values.street!,
    postcode: values.postcode!,
    city: values.city!,
    countryId: values.countryId!.toUpperCase(),
    telephone: values.telephone || null,
    defaultShipping: field(form, "defaultShipping") === "1",
    defaultBilling: field(form, "defaultBilling") === "1",
  };
  const problems = validateAddress(address, SHOP_COUNTRIES.map((c) => c.code));
  if (problems.length > 0) {
    const errors = Object.fromEntries(problems.map((p) => describeError(p, address.countryId)).map((d) => [FORM_FIELD[d.field] ?? d.field, t(d.key, d.values)]));
    return data<AddressActionData>({ ok: false, errors, values }, { status: 400 });
  }
  await commerce.customers.updateProfile(customer.token, { addresses: withAddressSaved(book, address) });
  return back("saved");
}
