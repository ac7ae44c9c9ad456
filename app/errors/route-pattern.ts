/**
 * The route a path matched, each parameter's value replaced by its name: "/p/:parentSku/:slug".
 * Error reports name routes this way, so no value from the address (a shipment number, a search)
 * travels with them.
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  // A client navigation's data request names the page it loads data for.
  let path = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  const splat = params["*"];
  if (splat && path.endsWith(splat)) path = `${path.slice(0, path.length - splat.length)}*`;
  const named = Object.entries(params).filter((entry): entry is [string, string] => entry[0] !== "*" && Boolean(entry[1]));
  const segments = path.split("/").map((segment) => {
    const value = safeDecode(segment);
    const match = named.find(([, paramValue]) => paramValue === value);
    return match ? `:${match[0]}` : segment;
  });
  return segments.join("/") || "/";
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
