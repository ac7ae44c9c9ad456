import { describe, expect, it } from "vitest";
import { pickupPointsFrom, storesRequest } from "#worker/commerce/carrier/stores-api-carrier.ts";

const point = (over: Record<string, unknown> = {}) => ({
  agentId: "SE-4001",
  agentType: "parcel_shop",
  optionId: "pickup_point",
  forwarderName: "Nordpaket",
  name: "ICA Nära Vasastan",
  address: "Vasagatan 12",
  zipCode: "411 24",
  city: "Göteborg",
  countryCode: "SE",
  openHours: "Mo-Fr 08:00-21:00",
  latitude: 57.7,
  longitude: 11.97,
  distance: 1.234,
  logotypeUrl: "/carriers/nordpaket.svg",
  ...over,
});

describe("pickupPointsFrom (a carrier's stores API answer, SPEC §3 'Pickup store')", () => {
  it("reads the points of the country asked about, distance to one decimal", () => {
    expect(pickupPointsFrom({ code: 200, result: [point()] }, "SE")).toEqual([{ ...point(), distance: 1.2 }]);
  });

  it.each([
    ["a point without a name", { name: undefined }],
    ["a point in another country", { countryCode: "DK" }],
    ["a point without coordinates", { latitude: "57.7" }],
    ["a point with an id that is not text", { agentId: 4001 }],
  ])("leaves out %s, keeping the others", (_name, over) => {
    expect(pickupPointsFrom({ result: [point(over), point({ agentId: "SE-4002" })] }, "SE")?.map((p) => p.agentId)).toEqual(["SE-4002"]);
  });

  it("fills what a carrier may leave out: the type, the option, the opening hours, the logo", () => {
    const [read] = pickupPointsFrom({ result: [point({ agentType: "kiosk", optionId: undefined, openHours: undefined, logotypeUrl: undefined })] }, "SE")!;
    expect(read).toMatchObject({ agentType: "parcel_shop", optionId: "pickup_point", openHours: "", logotypeUrl: "" });
  });

  it.each([
    ["no body", null],
    ["an error envelope", { code: 500, result: "down" }],
    ["a list outside the envelope", [point()]],
  ])("answers null for %s", (_name, answer) => expect(pickupPointsFrom(answer, "SE")).toBeNull());
});

describe("storesRequest (what the carrier's stores API is asked)", () => {
  it.each([
    ["SE", "se"],
    ["DK", "dk"],
    ["NO", "no"],
    ["FI", "fi"],
  ] as const)("names %s and its store %s (a shop answers for its own store's country)", (country, store) => {
    expect(storesRequest(country, { postcode: "12345", limit: 5 })).toEqual({ countryCode: country, storeCode: store, postcode: "12345", limit: 5 });
  });
});
