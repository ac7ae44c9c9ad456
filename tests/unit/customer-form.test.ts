import { describe, expect, it } from "vitest";
import enUS from "#locales/en-US.json" with { type: "json" };
import svSE from "#locales/sv-SE.json" with { type: "json" };
import { newPasswordErrors } from "#app/account/customer-form.server.ts";
import { createTranslator, type Dictionary } from "#core/i18n/translator.ts";

const en = createTranslator("en-US", enUS as Dictionary);
const sv = createTranslator("sv-SE", svSE as Dictionary);

describe("newPasswordErrors: the account pages say a new password's problem in the store's language", () => {
  it.each([
    ["a good password typed twice alike", "Sommar2026!", "Sommar2026!", {}],
    ["none typed", "", "", { password: "checkout.errors.required" }],
    ["too short (the passwordLength refusal)", "Ab1!", "Ab1!", { password: "checkout.errors.passwordLength" }],
    ["two classes only (the passwordClasses refusal)", "abcdefgh12", "abcdefgh12", { password: "checkout.errors.passwordClasses" }],
    ["longer than the API takes", `Aa1!${"x".repeat(253)}`, `Aa1!${"x".repeat(253)}`, { password: "account.errors.tooLong" }],
    ["typed differently the second time", "Sommar2026!", "Sommar2026?", { passwordConfirmation: "checkout.errors.passwordsDiffer" }],
  ])("%s", (_name, password, confirmation, keys) => {
    for (const t of [en, sv]) {
      const said = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key, { max: 256 })]));
      expect(newPasswordErrors(password, confirmation, t)).toEqual(said);
    }
  });

  it("names the field it is given (the account overview's newPassword)", () => {
    expect(newPasswordErrors("Ab1!", "Ab1!", en, "newPassword")).toEqual({ newPassword: "Password must be at least 8 characters" });
  });
});
