/** What a sign-in, registration or reset form's action answers (the page and the dialog read the same). */
export interface AuthActionData {
  ok: boolean;
  /** Per field, in the store's language. */
  errors: Record<string, string>;
  /** A message for the whole form (a refused sign-in, too many attempts). */
  formError?: string;
  /** A message that the form did its job (the reset link is on its way). */
  notice?: string;
  /** Many sign-ins to the account failed lately: the form asks for a challenge (the captcha's widget with its key, or a plain confirmation without one). */
  challenge?: { siteKey: string | null };
  /** The typed values to show again (never a password). */
  values?: Record<string, string>;
}
