import { describe, expect, it } from "vitest";
import type { CheckoutRequest } from "#core/port/index.ts";
import { prepareCheckout } from "#worker/commerce/shop/prepare-checkout.ts";
import { verifyPassword } from "#worker/security/password.ts";
import { STOCKHOLM_POINT, aBusiness, checkoutRequest, fakeBackend } from "./backend.ts";

const chosen = { agentId: STOCKHOLM_POINT.agentId, name: STOCKHOLM_POINT.name, address: STOCKHOLM_POINT.address, zipCode: STOCKHOLM_POINT.zipCode, city: STOCKHOLM_POINT.city, openHours: STOCKHOLM_POINT.openHours };
const atPickupPoint = (pickupPointId: string, zipCode = "11122"): Partial<CheckoutRequest> => ({
  shippingMethod: "pickup_point",
  pickupPointId,
  shippingAddress: { street: "Storgatan 12", zipCode, city: "Stockholm", country: "SE" },
});

describe("prepareCheckout: the pickup point a pickup-point delivery names", () => {
  const cases: [string, Partial<CheckoutRequest>, { point: typeof chosen | null; errors: string[]; asked: string[] }][] = [
    ["one of the carrier's points near the postcode: kept on the order as it is now", atPickupPoint(" A-100 "), { point: chosen, errors: [], asked: ["A-100"] }],
    ["none named", atPickupPoint(""), { point: null, errors: ["pickupPointId:required"], asked: [] }],
    ["one the carrier does not have", atPickupPoint("A-999"), { point: null, errors: ["pickupPointId:pickupPoint"], asked: ["A-999"] }],
    ["one far from the delivery postcode (a list shown for another postcode)", atPickupPoint("A-100", "98132"), { point: null, errors: ["pickupPointId:pickupPoint"], asked: ["A-100"] }],
    ["one kept from before (a hosted checkout's request) is not looked up again", { ...atPickupPoint("A-100"), pickupPoint: chosen }, { point: chosen, errors: [], asked: [] }],
    ["another delivery method needs none", { shippingMethod: "flatrate", pickupPointId: "A-100" }, { point: null, errors: [], asked: [] }],
  ];
  it.each(cases)("%s", async (_name, over, expected) => {
    const backend = fakeBackend({ points: [STOCKHOLM_POINT] });
    const prepared = await prepareCheckout(backend, "se", checkoutRequest(over));
    expect({
      point: prepared.ok ? prepared.request.pickupPoint : null,
      errors: prepared.ok ? [] : prepared.errors.map((e) => `${e.field}:${e.key}`),
      asked: backend.asked.pickupPoints,
    }).toEqual(expected);
  });
});

describe("prepareCheckout: what the order keeps", () => {
  const cases: [string, Partial<CheckoutRequest>, string | null][] = [
    ["a business invoice keeps the VAT id as the provider is asked about it", { paymentMethod: "invoice_later", ...aBusiness("se 556677-8899 01") }, "SE556677889901"],
    ["a business paying on delivery keeps it as typed", { paymentMethod: "cashondelivery", ...aBusiness("se 556677-8899 01") }, "se 556677-8899 01"],
    ["a private customer has none", { paymentMethod: "invoice_later", personalId: "811228-9874" }, null],
  ];
  it.each(cases)("%s", async (_name, over, taxId) => {
    const prepared = await prepareCheckout(fakeBackend(), "se", checkoutRequest(over));
    expect(prepared.ok && prepared.request.customer.taxId).toBe(taxId);
  });

  it.each([
    ["an invoice sends it on normalized", "invoice_later", "19811228-9874", "198112289874"],
    ["payment on delivery drops it", "cashondelivery", "811228-9874", null],
    ["the hosted checkout drops it (its request is kept until paid)", "hosted_checkout", "811228-9874", null],
  ])("the personal identity number: %s", async (_name, paymentMethod, personalId, kept) => {
    const prepared = await prepareCheckout(fakeBackend(), "se", checkoutRequest({ paymentMethod, personalId }));
    expect(prepared.ok && prepared.request.personalId).toBe(kept);
  });

  it("tells the form's errors and nothing else", async () => {
    const prepared = await prepareCheckout(fakeBackend(), "se", checkoutRequest({ acceptTerms: false }));
    expect(prepared).toEqual({ ok: false, reason: "form", errors: [{ field: "terms", key: "terms", message: "You must accept the terms" }] });
  });

  it("keeps a typed password only as its hash", async () => {
    const prepared = await prepareCheckout(fakeBackend(), "se", checkoutRequest({ account: { password: "Sommar-2025", passwordConfirmation: "Sommar-2025" } }));
    const account = prepared.ok ? prepared.request.account : null;
    expect(account && "passwordHash" in account && (await verifyPassword("Sommar-2025", account.passwordHash))).toBe(true);
    expect(JSON.stringify(prepared)).not.toContain("Sommar-2025");
  });

  it("keeps a hash made before as it is", async () => {
    const account = { passwordHash: "pbkdf2-sha256$100000$AA==$AA==" };
    const prepared = await prepareCheckout(fakeBackend(), "se", checkoutRequest({ account }));
    expect(prepared.ok && prepared.request.account).toEqual(account);
  });
});
