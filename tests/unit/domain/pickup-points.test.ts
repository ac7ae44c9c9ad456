import { describe, expect, it } from "vitest";
import { compactPostcode, distanceKm, formatOpeningHours, nearestPickupPoints, pickupPointErrors, postcodeArea, type PickupPoint } from "#core/domain/pickup-points.ts";

describe("a postcode's area", () => {
  it.each([
    ["a Stockholm postcode", "SE", "114 55", { latitude: 59.33, longitude: 18.07 }],
    ["the longest prefix wins: Södertälje inside the 1-area", "SE", "15131", { latitude: 59.2, longitude: 17.63 }],
    ["Göteborg", "SE", "412 63", { latitude: 57.71, longitude: 11.97 }],
    ["a Copenhagen postcode (4 digits)", "DK", "2100", { latitude: 55.68, longitude: 12.5 }],
    ["Aarhus", "DK", "8000", { latitude: 56.16, longitude: 10.2 }],
    ["an Oslo postcode starting with 0", "NO", "0150", { latitude: 59.91, longitude: 10.75 }],
    ["Bergen", "NO", "5003", { latitude: 60.39, longitude: 5.32 }],
    ["Helsinki", "FI", "00100", { latitude: 60.17, longitude: 24.94 }],
    ["Espoo, the longer prefix inside Helsinki's", "FI", "02100", { latitude: 60.21, longitude: 24.66 }],
  ] as const)("%s", (_, country, postcode, area) => {
    expect(postcodeArea(country, postcode)).toEqual(area);
  });

  it.each([
    ["too few digits for Sweden", "SE", "4126"],
    ["a Swedish postcode in Denmark", "DK", "41263"],
    ["letters", "NO", "01a0"],
    ["empty", "FI", ""],
  ] as const)("is unknown for %s", (_, country, postcode) => {
    expect(postcodeArea(country, postcode)).toBeNull();
  });

  it("strips the spaces of a postcode with the country's digits", () => {
    expect(compactPostcode("SE", " 412 63 ")).toBe("41263");
    expect(compactPostcode("DK", "21 00")).toBe("2100");
    expect(compactPostcode("SE", "412 6")).toBeNull();
  });
});

describe("distance", () => {
  it.each([
    ["the same place", { latitude: 59.33, longitude: 18.07 }, { latitude: 59.33, longitude: 18.07 }, 0],
    ["Stockholm to Göteborg, about 400 km", { latitude: 59.33, longitude: 18.07 }, { latitude: 57.71, longitude: 11.97 }, 398],
    ["Helsinki to Oslo, about 790 km", { latitude: 60.17, longitude: 24.94 }, { latitude: 59.91, longitude: 10.75 }, 787],
  ])("%s", (_, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, -1);
  });
});

describe("the nearest pickup points", () => {
  const point = (name: string, latitude: number, longitude: number): Omit<PickupPoint, "distance"> => ({
    agentId: name,
    agentType: "parcel_shop",
    optionId: "pickup_point",
    forwarderName: "Nordpaket",
    name,
    address: "Gatan 1",
    zipCode: "11455",
    city: "Stockholm",
    countryCode: "SE",
    openHours: "Mon–Fri 10–18",
    latitude,
    longitude,
    logotypeUrl: "/carriers/nordpaket.svg",
  });
  const origin = { latitude: 59.33, longitude: 18.07 };
  const points = [point("Far", 57.71, 11.97), point("Near", 59.331, 18.071), point("Middle", 59.86, 17.64), point("Also near", 59.331, 18.071)];

  it("lists them nearest first with their distance in km to one decimal, ties by name, none farther than 50 km", () => {
    const closeBy = [...points, point("Just inside", 59.33, 18.07 + 0.88), point("Just outside", 59.33, 18.07 + 0.89)];
    expect(nearestPickupPoints(closeBy, origin, 10).map((p) => [p.name, p.distance])).toEqual([
      ["Also near", 0.1],
      ["Near", 0.1],
      ["Just inside", 49.9],
    ]);
  });

  it("lists at most the limit", () => {
    expect(nearestPickupPoints(points, origin, 1).map((p) => p.name)).toEqual(["Also near"]);
  });

  it("lists none when there are none", () => {
    expect(nearestPickupPoints([], origin)).toEqual([]);
  });
});

describe("opening hours in the shopper's language", () => {
  it.each([
    ["weekdays and weekend in Swedish", "Mo-Fr 07:00-21:00; Sa-Su 09:00-19:00", "sv-SE", "mån–fre 07–21, lör–sön 09–19"],
    ["one day, minutes kept", "Mo-Fr 09:00-18:30; Sa 10:00-15:00", "en-US", "Mon–Fri 09–18:30, Sat 10–15"],
    ["Finnish", "Mo-Su 08:00-22:00", "fi-FI", "ma–su 08–22"],
    ["around the clock", "Mo-Su 00:00-24:00", "da-DK", "Døgnåbent"],
    ["text it cannot read, as it is", "by appointment", "sv-SE", "by appointment"],
  ])("%s", (_, hours, locale, shown) => {
    expect(formatOpeningHours(hours, locale, "Døgnåbent")).toBe(shown);
  });
});

describe("the pickup point an order names", () => {
  const point = { agentId: "SE-4001", name: "Kiosken Järntorget", address: "Järntorget 4", zipCode: "413 04", city: "Göteborg", openHours: "Mo-Su 08:00-22:00" };
  it.each([
    ["home delivery names none", "home_delivery", "", null, null, []],
    ["a known point near the postcode", "pickup_point", "SE-4001", point, 1.5, []],
    ["a known point whose distance is not known (a hosted checkout's, kept)", "pickup_point", "SE-4001", point, null, []],
    ["no point", "pickup_point", " ", null, null, ["required"]],
    ["an unknown point", "pickup_point", "SE-9999", null, null, ["pickupPoint"]],
    ["a point offered for another postcode, 400 km away", "pickup_point", "SE-4001", point, 400, ["pickupPoint"]],
  ] as const)("%s", (_, method, id, known, km, keys) => {
    expect(pickupPointErrors(method, id, known, km).map((e) => e.key)).toEqual(keys);
  });
});
