/**
 * What each store charges and checks (core/stores/<code>/commerce.ts): prices, invoice limits, postcode
 * and VAT id rules, for the domain rules of the worker and the checkout. Kept apart from the store views
 * (core/stores.ts), which the script of every page carries.
 */
import { STORE_CODES, STORE_VIEWS, type CountryCode, type StoreCode } from "./stores.ts";
import { STORE_COMMERCE } from "./stores/commerce-registry.ts";
import type { StoreCommerceDefinition } from "./stores/definition.ts";
import { STORE_DEFINITIONS } from "./stores/registry.ts";
import { registryProblems } from "./stores/registry-problems.ts";

const COMMERCE: Readonly<Record<string, StoreCommerceDefinition>> = STORE_COMMERCE;

const problems = registryProblems(STORE_DEFINITIONS, COMMERCE);
if (problems.length > 0) throw new Error(`core/stores/: ${problems.join("; ")}`);

/** A store's commerce settings. */
export function storeCommerce(code: StoreCode): StoreCommerceDefinition {
  return COMMERCE[code]!;
}

/** A value for every store, read from its commerce settings: the per-store tables of the domain rules. */
export function commerceByStore<T>(read: (settings: StoreCommerceDefinition) => T): Record<StoreCode, T> {
  return Object.fromEntries(STORE_CODES.map((code) => [code, read(storeCommerce(code))])) as Record<StoreCode, T>;
}

/** A value for every store country, read from the commerce settings of its store. */
export function commerceByCountry<T>(read: (settings: StoreCommerceDefinition) => T): Record<CountryCode, T> {
  return Object.fromEntries(STORE_CODES.map((code) => [STORE_VIEWS[code].countryId, read(storeCommerce(code))])) as Record<CountryCode, T>;
}

/** The commerce settings of the store delivering to a country; undefined for a country no store delivers to. */
export function countryCommerce(country: string): StoreCommerceDefinition | undefined {
  const code = STORE_CODES.find((c) => STORE_VIEWS[c].countryId === country);
  return code === undefined ? undefined : storeCommerce(code);
}
