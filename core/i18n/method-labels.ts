import type { PaymentMethodCode, ShippingMethodCode } from "../domain/shipping.ts";
import { showroomName } from "../stores.ts";
import type { Translate } from "./translator.ts";

/** A delivery method as the shopper reads it ("Hemleverans (leveransfönster 10–22)", "Hämta i Kållered"). */
export function shippingLabel(code: ShippingMethodCode | string, t: Translate): string {
  const showroom = /^showroom_(\d)$/.exec(code)?.[1];
  if (showroom) return t("checkout.shippingMethods.showroom", { name: showroomName(Number(showroom)) });
  return t(`checkout.shippingMethods.${code}`);
}

/** A payment method as the shopper reads it ("Betala vid leverans"). */
export function paymentLabel(code: PaymentMethodCode | string, t: Translate): string {
  return t(`checkout.paymentMethods.${code}`);
}
