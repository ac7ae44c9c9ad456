import type { StoreCommerceDefinition, StoreViewDefinition } from "./definition.ts";

/**
 * What is wrong with the store registries (core/stores/registry.ts, commerce-registry.ts), each problem
 * naming the store. core/store-commerce.ts checks them when the worker, a script or a test loads them, so
 * a mistake in a store's files fails every test at once; the browser, which loads the views the worker
 * serves, does not check them again.
 */
export function registryProblems(definitions: readonly StoreViewDefinition[], commerce: Readonly<Record<string, StoreCommerceDefinition>>): string[] {
  const problems: string[] = [];
  const repeated = (values: readonly unknown[]) => values.filter((value, i) => values.indexOf(value) !== i);
  for (const code of repeated(definitions.map((d) => d.storeCode))) problems.push(`store code ${code} is defined twice`);
  for (const id of repeated(definitions.map((d) => d.storeId))) problems.push(`store id ${id} is used twice`);
  for (const prefix of repeated(definitions.map((d) => d.urlPrefix))) problems.push(`URL prefix "${prefix}" is used twice`);
  for (const d of definitions) {
    if (d.urlPrefix !== "" && !/^\/[a-z0-9-]+$/.test(d.urlPrefix)) problems.push(`${d.storeCode}: urlPrefix must be '' or '/' and one lower-case segment, got "${d.urlPrefix}"`);
    if (d.languages.length === 0) problems.push(`${d.storeCode}: languages must name the store's own language first`);
    if (!Object.hasOwn(commerce, d.storeCode)) problems.push(`${d.storeCode}: no commerce settings in commerce-registry.ts`);
  }
  for (const code of Object.keys(commerce)) if (!definitions.some((d) => d.storeCode === code)) problems.push(`${code}: commerce settings of no store view`);
  const names = definitions.flatMap((d) => d.languages);
  for (const { locale, name } of names) {
    const other = names.find((l) => l.locale === locale && l.name !== name);
    if (other && other.name > name) problems.push(`${locale} is named both "${name}" and "${other.name}"`);
  }
  if (!definitions.some((d) => d.urlPrefix === "")) problems.push("no default store: exactly one store has the URL prefix ''");
  return problems;
}
