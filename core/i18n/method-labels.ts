import type { ShippingMethodCode } from "../domain/shipping.ts";
import { paymentMethodOf, type PaymentMethod, type PaymentMethodCode } from "../payments/payment-methods.ts";
import { showroomName } from "../stores.ts";
import type { Translate } from "./translator.ts";

/** A delivery method as the shopper reads it ("Hemleverans (leveransfönster 10–22)", "Hämta i Kållered"). */
export function shippingLabel(code: ShippingMethodCode | string, t: Translate): string {
  const showroom = /^showroom_(\d)$/.exec(code)?.[1];
  if (showroom) return t("checkout.shippingMethods.showroom", { name: showroomName(Number(showroom)) });
  return t(`checkout.shippingMethods.${code}`);
}

/** A payment method as the shopper reads it ("Betala vid leverans"); a code the shop does not have (another system's) as it is. */
export function paymentLabel(code: PaymentMethodCode | string, t: Translate): string {
  const method = paymentMethodOf(code);
  return method ? t(method.labelKey) : code;
}

/** A payment method as the checkout form offers it: its name, and its note (cash on delivery's "Payment Information") if it has one. */
export function paymentChoice(method: Pick<PaymentMethod, "code" | "isDefault">, t: Translate): PaymentChoice {
  const info = paymentMethodOf(method.code)?.info;
  return { code: method.code, isDefault: method.isDefault, label: paymentLabel(method.code, t), info: info ? { title: t(info.titleKey), text: t(info.textKey) } : null };
}

export type PaymentChoice = { code: PaymentMethodCode; isDefault: boolean; label: string; info: { title: string; text: string } | null };
