/** A URL path of a route pattern below the store prefix ('bokning/:shipmentNumber' → '/bokning/x1'): each parameter and splat given a value. */
export const samplePath = (pattern: string) => `/${pattern.replace(/:\w+/g, "x1").replace("*", "a/b")}`;

/** A path as written, in capitals, and with each segment capitalized: routes match in any casing, so a rule on a path must too. */
export const casings = (path: string) => [...new Set([path, path.toUpperCase(), path.replace(/\/(\w)/g, (_, letter: string) => `/${letter.toUpperCase()}`)])];

/** A path percent-encoded as a client or an attacker may send it: a letter as %XX, every slash but the first as %2F. */
export const encodings = (path: string) => [
  path.replace(/^\/(\w)/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
  path.replace(/(?!^)\//g, "%2F"),
];
