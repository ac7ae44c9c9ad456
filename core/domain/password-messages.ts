import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from "./password-policy.ts";

/**
 * SPEC §5's password policy refused, in English: the API's words (pages translate the refusal's code).
 * Apart from password-policy.ts, which every page's shell carries, so that these words do not.
 */
export const PASSWORD_MESSAGES = {
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordClasses: `Password must use at least ${PASSWORD_MIN_CLASSES} of: lower case, upper case, digits, special characters`,
} as const;
