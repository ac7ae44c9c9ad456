import { VALIDATION_MESSAGES, ZIP_DIGITS, type FieldError, type ZipCountry } from "./checkout-validation.ts";
import { normalizePostcode } from "./delivery-slots.ts";
import { PICKUP_POINT_METHOD } from "./shipping.ts";

/**
 * Pickup points of the built-in carrier (SPEC §3 "Pickup store", §7 /api/logtrade/stores): the points
 * nearest to a postcode, by straight-line distance from the postcode's area. A real carrier service
 * answers the same question from its own data.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** SPEC §3 "Pickup store". */
export interface PickupPoint extends Coordinates {
  agentId: string;
  agentType: "parcel_shop" | "parcel_locker";
  optionId: string;
  forwarderName: string;
  name: string;
  address: string;
  zipCode: string;
  city: string;
  countryCode: ZipCountry;
  openHours: string;
  /** Kilometres from the postcode asked about, one decimal. */
  distance: number;
  logotypeUrl: string;
}

/** The points offered for a postcode (compact), nearest first. */
export interface OfferedPickupPoints {
  postcode: string;
  points: PickupPoint[];
}

/** How many points the checkout lists, nearest first. */
export const PICKUP_POINTS_LISTED = 5;

/** Farther than this a point is no pickup point for the shopper: it is not listed. */
export const PICKUP_POINT_MAX_KM = 50;

/**
 * The centre of each postcode area, by the postcode's leading digits (the longest prefix that matches
 * wins). Coarse on purpose: it orders the nearby points, it is no address lookup. The built-in carrier's
 * coverage: a country it does not cover has no pickup points.
 */
const POSTCODE_AREAS: Partial<Record<ZipCountry, readonly [prefix: string, latitude: number, longitude: number][]>> = {
  SE: [
    ["1", 59.33, 18.07], // Stockholm
    ["15", 59.2, 17.63], // Södertälje
    ["2", 55.6, 13.0], // Malmö, Skåne
    ["25", 56.05, 12.69], // Helsingborg
    ["3", 56.67, 12.86], // Halmstad
    ["35", 56.88, 14.81], // Växjö
    ["4", 57.71, 11.97], // Göteborg
    ["5", 57.72, 12.94], // Borås
    ["55", 57.78, 14.16], // Jönköping
    ["58", 58.41, 15.62], // Linköping
    ["6", 58.59, 16.19], // Norrköping
    ["65", 59.38, 13.5], // Karlstad
    ["7", 59.27, 15.21], // Örebro
    ["72", 59.61, 16.55], // Västerås
    ["75", 59.86, 17.64], // Uppsala
    ["8", 60.67, 17.14], // Gävle
    ["85", 62.39, 17.31], // Sundsvall
    ["9", 63.83, 20.26], // Umeå
    ["97", 65.58, 22.15], // Luleå
  ],
  DK: [
    ["1", 55.68, 12.57], // København
    ["2", 55.68, 12.5], // København, omegn
    ["3", 55.93, 12.3], // Nordsjælland
    ["4", 55.64, 12.08], // Roskilde, Sjælland
    ["5", 55.4, 10.39], // Odense
    ["6", 55.49, 9.47], // Kolding
    ["7", 55.71, 9.54], // Vejle
    ["8", 56.16, 10.2], // Aarhus
    ["9", 57.05, 9.92], // Aalborg
  ],
  NO: [
    ["0", 59.91, 10.75], // Oslo
    ["1", 59.9, 10.8], // Oslo, Akershus
    ["16", 59.22, 10.93], // Fredrikstad
    ["3", 59.74, 10.2], // Drammen
    ["4", 58.97, 5.73], // Stavanger
    ["46", 58.15, 7.99], // Kristiansand
    ["5", 60.39, 5.32], // Bergen
    ["6", 62.47, 6.15], // Ålesund
    ["7", 63.43, 10.39], // Trondheim
    ["8", 67.28, 14.4], // Bodø
    ["9", 69.65, 18.96], // Tromsø
  ],
  FI: [
    ["0", 60.17, 24.94], // Helsinki
    ["02", 60.21, 24.66], // Espoo
    ["01", 60.29, 25.04], // Vantaa
    ["1", 60.98, 25.66], // Lahti
    ["2", 60.45, 22.27], // Turku
    ["3", 61.5, 23.76], // Tampere
    ["4", 62.24, 25.75], // Jyväskylä
    ["5", 61.06, 28.19], // Lappeenranta
    ["6", 63.1, 21.62], // Vaasa
    ["7", 62.89, 27.68], // Kuopio
    ["8", 62.6, 29.76], // Joensuu
    ["9", 65.01, 25.47], // Oulu
    ["96", 66.5, 25.73], // Rovaniemi
  ],
};

/** The postcode without spaces when it has the country's digits; null otherwise. */
export function compactPostcode(country: ZipCountry, postcode: string): string | null {
  const compact = normalizePostcode(postcode);
  return new RegExp(`^[0-9]{${ZIP_DIGITS[country]}}$`, "u").test(compact) ? compact : null;
}

/** The centre of the postcode's area; null for a postcode the country does not have. */
export function postcodeArea(country: ZipCountry, postcode: string): Coordinates | null {
  const compact = compactPostcode(country, postcode);
  if (compact === null) return null;
  let best: NonNullable<(typeof POSTCODE_AREAS)[ZipCountry]>[number] | null = null;
  for (const area of POSTCODE_AREAS[country] ?? []) {
    if (compact.startsWith(area[0]) && (!best || area[0].length > best[0].length)) best = area;
  }
  return best ? { latitude: best[1], longitude: best[2] } : null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `limit` points nearest to `origin` within PICKUP_POINT_MAX_KM, nearest first, each with its
 * distance (km, one decimal); ties by name.
 */
export function nearestPickupPoints(points: readonly Omit<PickupPoint, "distance">[], origin: Coordinates, limit = PICKUP_POINTS_LISTED): PickupPoint[] {
  return points
    .map((point) => ({ ...point, distance: Math.round(distanceKm(origin, point) * 10) / 10 }))
    .filter((point) => point.distance <= PICKUP_POINT_MAX_KM)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The pickup point an order names, as the confirmation and the mails show it. */
export type ChosenPickupPoint = Pick<PickupPoint, "agentId" | "name" | "address" | "zipCode" | "city" | "openHours">;

/**
 * A pickup-point delivery names one of the points offered for its postcode (`known`: the point the id
 * names, in the store's country, or null; one farther than PICKUP_POINT_MAX_KM from the postcode's
 * area was offered for another postcode). Other methods name none.
 */
export function pickupPointErrors(shippingMethod: string, pickupPointId: string, known: ChosenPickupPoint | null, distanceFromPostcodeKm: number | null = null): FieldError[] {
  if (shippingMethod !== PICKUP_POINT_METHOD) return [];
  if (pickupPointId.trim() === "") return [{ field: "pickupPointId", key: "required", message: VALIDATION_MESSAGES.required }];
  const offered = known !== null && (distanceFromPostcodeKm === null || distanceFromPostcodeKm <= PICKUP_POINT_MAX_KM);
  return offered ? [] : [{ field: "pickupPointId", key: "pickupPoint", message: VALIDATION_MESSAGES.pickupPoint }];
}

const OSM_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/**
 * Opening hours in OpenStreetMap's `opening_hours` syntax ("Mo-Fr 07:00-21:00; Sa-Su 09:00-19:00"), in
 * the shopper's language ("mån–fre 07–21, lör–sön 09–19"); "Mo-Su 00:00-24:00" is open around the clock.
 * Text it cannot read is shown as it is.
 */
export function formatOpeningHours(hours: string, locale: string, aroundTheClock: string): string {
  if (/^Mo-Su 00:00-24:00$/.test(hours.trim())) return aroundTheClock;
  // 2024-01-01 was a Monday.
  const dayName = (day: string) => new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1 + OSM_DAYS.indexOf(day as (typeof OSM_DAYS)[number]))).replace(/\.$/, "");
  const time = (t: string) => (t.endsWith(":00") ? t.slice(0, 2) : t);
  const rules = hours.split(";").map((rule) => /^\s*(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/.exec(rule));
  if (rules.some((rule) => rule === null)) return hours;
  return rules.map((rule) => {
    const [, from, to, open, close] = rule!;
    return `${dayName(from!)}${to ? `–${dayName(to)}` : ""} ${time(open!)}–${time(close!)}`;
  }).join(", ");
}
