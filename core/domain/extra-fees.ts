/**
 * Extra fees (SPEC §3 "Fee item", §4 "Applied fees", §7 "Fees"): services bought with a delivery —
 * carrying in, assembly, taking the old furniture away — with options and per-store prices including
 * tax. Pure: which fees a delivery method offers, what a choice costs, how a choice changes the
 * cart's list, and what the browser does when applying fails.
 *
 * Decisions where the spec is silent: every fee comes with home delivery only (the truck crew does
 * the work; a parcel or a pickup is carried by the customer); a fee the chosen delivery does not offer
 * is not charged (switching to a pickup point drops it), while an unknown fee or option is refused.
 */

import { commerceByStore } from "../store-commerce.ts";
import type { StoreCode } from "../stores.ts";
import type { StoreCommerceDefinition } from "../stores/definition.ts";
import { roundHalfAwayFromZero } from "./money.ts";
import type { Refusal } from "./refusal.ts";
import type { ShippingMethod } from "./shipping.ts";

export interface FeeOption {
  id: string;
  /** Price including tax per store, in the store's currency. */
  prices: Record<StoreCode, number>;
}

export interface FeeItem {
  id: string;
  /** The carriers whose deliveries offer the fee. */
  carriers: readonly ShippingMethod["carrierCode"][];
  /** Several options at once (each charged), or at most one. */
  multiple: boolean;
  options: readonly FeeOption[];
}

/** Each store's commerce settings price every option of every fee (StoreCommerceDefinition["extraFees"]). */
type FeePrices = StoreCommerceDefinition["extraFees"];
type FeeId = keyof FeePrices;

function fee<F extends FeeId>(id: F, carriers: FeeItem["carriers"], multiple: boolean, optionIds: readonly (keyof FeePrices[F] & string)[]): FeeItem {
  return { id, carriers, multiple, options: optionIds.map((option) => ({ id: option, prices: commerceByStore((store) => (store.extraFees[id] as Record<string, number>)[option]!) })) };
}

export const FEE_ITEMS: readonly FeeItem[] = [
  fee("carry_in", ["home"], false, ["room"]),
  fee("assembly", ["home"], false, ["assembly"]),
  fee("removal", ["home"], false, ["one", "several"]),
];

/** A fee as the cart or an order asks for it (SPEC §3 "information": fee_id, options_ids). */
export interface ChosenFee {
  feeId: string;
  optionIds: string[];
}

/** A fee priced for a store: what the totals, the order and the receipt carry. */
export interface AppliedFee extends ChosenFee {
  amountInclTax: number;
}

export const findFee = (feeId: string): FeeItem | undefined => FEE_ITEMS.find((f) => f.id === feeId);

/** The fees a delivery by this carrier offers (none for an unknown method). */
export function feesOffered(carrier: ShippingMethod["carrierCode"] | null): FeeItem[] {
  return carrier ? FEE_ITEMS.filter((f) => f.carriers.includes(carrier)) : [];
}

export type FeeCheck = { ok: true; fees: ChosenFee[] } | { ok: false; field: string; message: string };

/**
 * A choice as asked for, checked against the fee list: known fees, known options, one option where
 * only one can be had; repeated options count once, and a fee without options is no fee.
 */
export function checkFeeChoice(chosen: readonly ChosenFee[]): FeeCheck {
  const fees: ChosenFee[] = [];
  for (const choice of chosen) {
    const fee = findFee(choice.feeId);
    if (!fee) return { ok: false, field: "fee_id", message: `no fee ${JSON.stringify(choice.feeId)}; the fees are ${FEE_ITEMS.map((f) => f.id).join(", ")}` };
    const optionIds = [...new Set(choice.optionIds)];
    const unknown = optionIds.find((id) => !fee.options.some((o) => o.id === id));
    if (unknown !== undefined) return { ok: false, field: "options_ids", message: `${fee.id} has no option ${JSON.stringify(unknown)}; its options are ${fee.options.map((o) => o.id).join(", ")}` };
    if (!fee.multiple && optionIds.length > 1) return { ok: false, field: "options_ids", message: `${fee.id} takes one option at most` };
    if (optionIds.length > 0 && !fees.some((f) => f.feeId === fee.id)) fees.push({ feeId: fee.id, optionIds });
  }
  return { ok: true, fees };
}

/** The form's fields name a fee each ("fee.carry_in" = "room"); an empty value chooses none of its options. */
export const FEE_FIELD_PREFIX = "fee.";

/** The fees a checkout form asks for, from its fields (checked with checkFeeChoice before use). */
export function chosenFeesFromFields(fields: Iterable<[string, unknown]>): ChosenFee[] {
  const chosen = new Map<string, string[]>();
  for (const [name, value] of fields) {
    if (!name.startsWith(FEE_FIELD_PREFIX) || typeof value !== "string") continue;
    const feeId = name.slice(FEE_FIELD_PREFIX.length);
    const optionIds = chosen.get(feeId) ?? [];
    if (value.trim()) optionIds.push(value.trim());
    chosen.set(feeId, optionIds);
  }
  return [...chosen].map(([feeId, optionIds]) => ({ feeId, optionIds }));
}

/** The cart's fee list with one fee's choice replaced (SPEC §7 "apply fee"); no options removes the fee. */
export function withFeeChoice(current: readonly ChosenFee[], choice: ChosenFee): ChosenFee[] {
  const others = current.filter((f) => f.feeId !== choice.feeId);
  return choice.optionIds.length > 0 ? [...others, { feeId: choice.feeId, optionIds: [...new Set(choice.optionIds)] }] : others;
}

/** What the chosen fees cost in a store with a delivery by `carrier`: fees it does not offer are left out. */
export function priceFees(store: StoreCode, carrier: ShippingMethod["carrierCode"] | null, chosen: readonly ChosenFee[], fractionDigits: number): { fees: AppliedFee[]; totalInclTax: number } {
  const offered = feesOffered(carrier);
  const fees: AppliedFee[] = [];
  for (const choice of chosen) {
    const fee = offered.find((f) => f.id === choice.feeId);
    const options = fee?.options.filter((o) => choice.optionIds.includes(o.id)) ?? [];
    if (!fee || options.length === 0) continue;
    const amountInclTax = roundHalfAwayFromZero(options.reduce((sum, o) => sum + o.prices[store], 0), fractionDigits);
    fees.push({ feeId: fee.id, optionIds: options.map((o) => o.id), amountInclTax });
  }
  return { fees, totalInclTax: roundHalfAwayFromZero(fees.reduce((sum, f) => sum + f.amountInclTax, 0), fractionDigits) };
}

/**
 * SPEC §4 "Applied fees": when applying or reading fees is refused because the cart is not the current
 * user's (`cartNotYours`), the browser reconnects its cart and tries once more; any other failure (another
 * refusal, or an answer without one) clears the fee list.
 */
export function afterFeeFailure(refused: Refusal | null, alreadyRetried: boolean): "reconnect-and-retry" | "clear" {
  return !alreadyRetried && refused?.code === "cartNotYours" ? "reconnect-and-retry" : "clear";
}
