import { ZIP_DIGITS, type FieldError } from "../domain/checkout-validation.ts";
import { VAT_ID_FORMATS } from "../domain/invoice-credit.ts";
import type { Translate, TranslationParams } from "./translator.ts";

/** A checkout rule's refusal, ready for words: its message key and what the message names (digits, an example). */
export interface DescribedError {
  field: string;
  key: string;
  values?: TranslationParams;
}

/** Describes a refusal without words, so an order queued offline can say it with the page's translator. */
export function describeError(error: Pick<FieldError, "field" | "key">, country: string): DescribedError {
  const key = `checkout.errors.${error.key}`;
  if (error.key === "zipDigits") return { field: error.field, key, values: { digits: ZIP_DIGITS[country as keyof typeof ZIP_DIGITS] ?? 5 } };
  if (error.key === "vatId") return { field: error.field, key, values: { example: VAT_ID_FORMATS[country as keyof typeof VAT_ID_FORMATS]?.example ?? "" } };
  return { field: error.field, key };
}

/** Each field's message, by the rules' field names. */
export function fieldMessages(errors: readonly FieldError[], country: string, t: Translate): Record<string, string> {
  return Object.fromEntries(errors.map((e) => describeError(e, country)).map((d) => [d.field, t(d.key, d.values)]));
}
