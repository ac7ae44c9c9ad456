import type { ChangeEvent } from "react";

/** A saved address as the checkout's pickers offer it. */
export interface SavedAddressOption {
  id: number;
  label: string;
  fields: { firstname: string; lastname: string; street: string; postcode: string; city: string };
}

/** The form's input a picked address fills, by the address's field; `apartment` is emptied (a saved address has none). */
export type AddressFill = Partial<Record<keyof SavedAddressOption["fields"] | "apartment", string>>;

/**
 * A radio list of the customer's saved addresses and "another address". It is part of the checkout
 * form: without JavaScript the server takes the address picked (the typed fields are hidden by CSS
 * while a saved one is picked); with it, picking fills the fields in place.
 */
export function SavedAddressPicker(props: { name: string; label: string; newLabel: string; addresses: SavedAddressOption[]; checked: string; fill: AddressFill; error?: string }) {
  const { name, addresses } = props;
  function fillIn(event: ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    const chosen = addresses.find((a) => String(a.id) === event.currentTarget.value);
    if (!form || !chosen) return;
    for (const [field, input] of Object.entries(props.fill)) {
      const element = form.elements.namedItem(input);
      if (!(element instanceof HTMLInputElement)) continue;
      element.value = field === "apartment" ? "" : chosen.fields[field as keyof SavedAddressOption["fields"]];
      // Told like a keystroke, so what follows the fields (the postcode's pickup points) sees the change.
      element.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  const errorId = `${name}-error`;
  return (
    <div className="address-choice" role="radiogroup" aria-label={props.label} aria-describedby={props.error ? errorId : undefined}>
      {addresses.map((a, i) => (
        <label key={a.id} className="choice choice--card">
          <input id={i === 0 ? `checkout-${name}` : undefined} type="radio" name={name} value={String(a.id)} defaultChecked={props.checked === String(a.id)} onChange={fillIn} />
          <span>{a.label}</span>
        </label>
      ))}
      <label className="choice choice--card">
        <input type="radio" name={name} value="" defaultChecked={props.checked === ""} />
        <span>{props.newLabel}</span>
      </label>
      {props.error && (
        <span id={errorId} className="field__error">
          {props.error}
        </span>
      )}
    </div>
  );
}
