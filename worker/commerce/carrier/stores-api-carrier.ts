import { z } from "zod";
import type { ZipCountry } from "#core/domain/checkout-validation.ts";
import type { PickupPoint } from "#core/domain/pickup-points.ts";
import { PICKUP_POINT_METHOD } from "#core/domain/shipping.ts";
import { STORE_VIEWS } from "#core/stores.ts";
import type { DeliveryPort } from "#core/port/index.ts";
import type { ServiceEndpoint } from "../../config.ts";

const CARRIER_TIMEOUT_MS = 6_000;

/** A pickup point as a carrier's stores API answers it (SPEC §3 "Pickup store"); distance only for a postcode search. */
const storeSchema = z.object({
  agentId: z.string().min(1).max(40),
  agentType: z.enum(["parcel_shop", "parcel_locker"]).catch("parcel_shop"),
  optionId: z.string().max(40).catch(PICKUP_POINT_METHOD),
  forwarderName: z.string().max(80),
  name: z.string().min(1).max(120),
  address: z.string().max(160),
  zipCode: z.string().max(12),
  city: z.string().max(80),
  countryCode: z.string().length(2),
  openHours: z.string().max(200).catch(""),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  distance: z.number().min(0).catch(0),
  logotypeUrl: z.string().max(300).catch(""),
});

/**
 * The points of a stores answer ({code, result: [...]}) in one country: a point that does not read as
 * one (a field missing, another country) is left out, never shown half. null when the answer is no list.
 */
export function pickupPointsFrom(answer: unknown, country: ZipCountry): PickupPoint[] | null {
  const list = (answer as { result?: unknown } | null)?.result;
  if (!Array.isArray(list)) return null;
  return list.flatMap((item) => {
    const point = storeSchema.safeParse(item);
    return point.success && point.data.countryCode.toUpperCase() === country ? [{ ...point.data, countryCode: country, distance: Math.round(point.data.distance * 10) / 10 }] : [];
  });
}

/** The stores API's body: the country and its store (a shop answers for its own store's country). */
export function storesRequest(country: ZipCountry, body: Record<string, unknown>) {
  const store = Object.values(STORE_VIEWS).find((s) => s.countryId === country);
  return { countryCode: country, ...(store ? { storeCode: store.storeCode } : {}), ...body };
}

/**
 * Pickup points from a real carrier service speaking the stores API of SPEC §7 (the shop's own
 * POST /api/logtrade/stores is one): POST {CARRIER_API_URL}/stores with {countryCode, postcode, limit}
 * for the nearest points, or {countryCode, agentId} for one, the key as a bearer token. Unset: null
 * (the built-in carrier answers). A carrier that cannot be reached lists no points (logged).
 */
export function storesApiCarrier(carrier: ServiceEndpoint | null): Pick<DeliveryPort, "pickupPoints" | "pickupPoint"> | null {
  if (!carrier) return null;
  const { url, apiKey } = carrier;
  async function stores(country: ZipCountry, body: Record<string, unknown>): Promise<{ status: number; points: PickupPoint[] | null }> {
    try {
      const response = await fetch(`${url}/stores`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(storesRequest(country, body)),
        signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS),
      });
      if (!response.ok && response.status !== 400 && response.status !== 404) console.error("carrier stores API answered", response.status);
      return { status: response.status, points: pickupPointsFrom(await response.json().catch(() => null), country) };
    } catch (error) {
      console.error("carrier stores API unreachable", error);
      return { status: 0, points: [] };
    }
  }
  return {
    async pickupPoints(country, postcode, limit) {
      const answer = await stores(country, { postcode, limit });
      // 400: a postcode the carrier does not know (as the built-in carrier answers null).
      if (answer.status === 400) return null;
      return (answer.points ?? []).sort((a, b) => a.distance - b.distance).slice(0, limit);
    },
    async pickupPoint(country, agentId) {
      const { points } = await stores(country, { agentId });
      const point = points?.find((p) => p.agentId === agentId);
      if (!point) return null;
      const { distance: _distance, ...rest } = point;
      return rest;
    },
  };
}
