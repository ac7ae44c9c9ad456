import { noAnswer } from "../support/vsf-api/http.ts";

/**
 * A carrier's stores API (POST /stores, SPEC §7 "Pickup store") for fake-services.ts, apart from the other
 * fakes so that tests running inside workerd can import CARRIER_POINT without their Node-side fixtures.
 */

/** The one pickup point carrier.test has, in every country. */
export const CARRIER_POINT = { agentId: "CARRIER-1", agentType: "parcel_shop", optionId: "pickup_point", forwarderName: "Fake Carrier", name: "Kiosk", address: "Storgatan 1", zipCode: "11122", city: "Stockholm", openHours: "8-20", latitude: 59.33, longitude: 18.06, distance: 0.4 };

/** carrier.test's answer: CARRIER_POINT in the country asked for (with the agent id asked for, if one was). */
export async function carrierStores(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { countryCode?: string; agentId?: string };
  return Response.json({ code: 200, result: [{ ...CARRIER_POINT, countryCode: body.countryCode ?? "SE", agentId: body.agentId ?? CARRIER_POINT.agentId }] });
}

/** The ways a carrier's stores API fails, by the host that fails that way. */
export const CARRIER_OUTAGES = {
  slow: async (request: Request) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return carrierStores(request);
  },
  down: () => Response.json({ code: 500, result: "Internal Server Error" }, { status: 500 }),
  hung: noAnswer,
} satisfies Record<string, (request: Request) => Response | Promise<Response>>;
