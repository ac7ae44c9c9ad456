import type { ZipCountry } from "#core/domain/checkout-validation.ts";
import { PICKUP_POINT_METHOD } from "#core/domain/shipping.ts";
import { nearestPickupPoints, postcodeArea, type PickupPoint } from "#core/domain/pickup-points.ts";

/** The built-in carrier: its name and logo on every point it lists. */
export const BUILT_IN_CARRIER = { forwarderName: "Nordpaket", logotypeUrl: "/carriers/nordpaket.svg", optionId: PICKUP_POINT_METHOD } as const;

interface PickupPointRow {
  agent_id: string;
  agent_type: PickupPoint["agentType"];
  name: string;
  address: string;
  zip_code: string;
  city: string;
  country_code: ZipCountry;
  open_hours: string;
  latitude: number;
  longitude: number;
}

const pointOf = (r: PickupPointRow): Omit<PickupPoint, "distance"> => ({
  ...BUILT_IN_CARRIER,
  agentId: r.agent_id,
  agentType: r.agent_type,
  name: r.name,
  address: r.address,
  zipCode: r.zip_code,
  city: r.city,
  countryCode: r.country_code,
  openHours: r.open_hours,
  latitude: r.latitude,
  longitude: r.longitude,
});

/** The built-in carrier's points nearest to a postcode (a country has a few dozen: all are read, then ordered). */
export async function readNearestPickupPoints(db: D1Database, country: ZipCountry, postcode: string, limit: number): Promise<PickupPoint[] | null> {
  const origin = postcodeArea(country, postcode);
  if (!origin) return null;
  const { results } = await db.prepare(`SELECT * FROM pickup_points WHERE country_code = ?1`).bind(country).all<PickupPointRow>();
  return nearestPickupPoints(results.map(pointOf), origin, limit);
}

export async function readPickupPoint(db: D1Database, country: ZipCountry, agentId: string): Promise<Omit<PickupPoint, "distance"> | null> {
  const row = await db.prepare(`SELECT * FROM pickup_points WHERE agent_id = ?1 AND country_code = ?2`).bind(agentId, country).first<PickupPointRow>();
  return row ? pointOf(row) : null;
}
