import { countryCommerce } from "../store-commerce.ts";
import { normalizePostcode } from "./delivery-slots.ts";

/**
 * A postcode as its country writes it on an address: in the groups of its store's postcode rule when it
 * has the country's digits (Swedish ones as "413 04", however they were typed), otherwise as the shopper
 * wrote it (Danish, Norwegian and Finnish postcodes are one group; a foreign or odd one is left alone).
 */
export function formatPostcode(country: string, written: string): string {
  const rule = countryCommerce(country)?.postcode;
  const compact = normalizePostcode(written);
  if (!rule?.groups || !new RegExp(`^[0-9]{${rule.digits}}$`, "u").test(compact)) return written.trim();
  let start = 0;
  return rule.groups.map((length) => compact.slice(start, (start += length))).join(" ");
}

/** The address line of postcode and town: "413 04 Göteborg". */
export function postalLine(country: string, postcode: string, city: string): string {
  return `${formatPostcode(country, postcode)} ${city}`.trim();
}
