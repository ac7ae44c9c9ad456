import { MESSAGES } from "../domain/cart.ts";
import type { Translate } from "./translator.ts";

/**
 * The SPEC §8 message for a refused add, in the store's language. `message` is the cart's English
 * rule text, possibly prefixed by the field it names ("cartItem.qty: Only 3 available").
 */
export function cartRefusalMessage(message: string, t: Translate): string {
  const text = message.replace(/^[\w.]+: /, "");
  if (text === MESSAGES.outOfStock) return t("cart.errors.outOfStock");
  if (text === MESSAGES.priceUnknown) return t("cart.errors.priceUnknown");
  if (text === MESSAGES.qty) return t("cart.errors.qty");
  if (text === MESSAGES.tooManyLines) return t("cart.errors.tooManyLines");
  if (text === MESSAGES.checkoutInProgress) return t("cart.errors.checkoutInProgress");
  const only = /^Only (\d+) available$/.exec(text);
  if (only) return t("cart.errors.onlyAvailable", { qty: Number(only[1]) });
  const required = /^(.+) is required$/.exec(text);
  if (required) return t("cart.errors.optionRequired", { option: required[1]! });
  return t("cart.errors.generic");
}
