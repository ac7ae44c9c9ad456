import { ZIP_DIGITS, type FieldError } from "../domain/checkout-validation.ts";
import { VAT_ID_FORMATS } from "../domain/invoice-credit.ts";
import type { Translate } from "./translator.ts";

/** A checkout rule's refusal in the shopper's words: the same on the server and in an order queued offline. */
export function fieldMessage(error: Pick<FieldError, "key">, country: string, t: Translate): string {
  if (error.key === "zipDigits") return t("checkout.errors.zipDigits", { digits: ZIP_DIGITS[country as keyof typeof ZIP_DIGITS] ?? 5 });
  if (error.key === "vatId") return t("checkout.errors.vatId", { example: VAT_ID_FORMATS[country as keyof typeof VAT_ID_FORMATS]?.example ?? "" });
  return t(`checkout.errors.${error.key}`);
}

/** Each field's message, by the rules' field names. */
export function fieldMessages(errors: readonly FieldError[], country: string, t: Translate): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.field, fieldMessage(e, country, t)]));
}
