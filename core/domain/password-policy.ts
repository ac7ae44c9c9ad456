/**
 * SPEC §5: a password has at least 8 characters and at least 3 of 4 classes. A module of its own:
 * the sessions (in every page's shell) use it, and importing it from the checkout's rules would put
 * all of those into the shell chunk.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

/** How many of the 4 classes (lower case, upper case, digits, special characters) a password uses. */
export function passwordClassCount(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{N}]/u];
  return classes.filter((re) => re.test(password)).length;
}
