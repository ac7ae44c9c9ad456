import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { upstreamCustomerAccounts } from "#worker/commerce/upstream/accounts.ts";
import { createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamCustomerSessions } from "#worker/commerce/upstream/customers.ts";

const SETTINGS = { storeIds: { se: 1, dk: 2, no: 3, fi: 4 }, shippingMethods: { home_delivery: { carrier: "flatrate", method: "flatrate" } }, paymentMethods: { cashondelivery: "cashondelivery" } };

/** The customers port as the upstream backend builds it, for one request. */
function customers() {
  const client = createUpstreamClient({ baseUrl: "http://upstream.test" });
  const sessions = upstreamCustomerSessions(client, SETTINGS.storeIds);
  return { ...sessions, ...upstreamCustomerAccounts(client, env.DB, sessions, SETTINGS) };
}

const PASSWORD = "Ett-bra-lösen-7";

async function registered(): Promise<{ email: string; token: string }> {
  const email = `kund-${crypto.randomUUID()}@example.se`;
  expect(await customers().create({ email, firstname: "Sara", lastname: "Berg", store: "se", password: { plain: PASSWORD } })).toBe(true);
  const session = await customers().login(email, PASSWORD);
  return { email, token: session!.token };
}

describe("upstream customer accounts (issue 16 item 1) against vue-storefront-api's user endpoints", () => {
  it("registers a customer in Magento once per e-mail, and never with a hash", async () => {
    const { email, token } = await registered();
    expect(await customers().me(token)).toMatchObject({ email, firstname: "Sara", lastname: "Berg", type: "private" });
    expect(await customers().create({ email, firstname: "Sara", lastname: "Berg", store: "se", password: { plain: PASSWORD } })).toBe(false);
    await expect(customers().create({ email: `x-${email}`, firstname: "S", lastname: "B", store: "se", password: { hash: "pbkdf2$..." } })).rejects.toThrow(/password as typed/);
  });

  it("changes the name, the business details and the address book, and refuses another account's e-mail", async () => {
    const { token } = await registered();
    const changed = await customers().updateProfile(token, {
      firstname: "Sara-Li",
      type: "business",
      taxId: "SE556677889901",
      addresses: [
        { firstname: "Sara-Li", lastname: "Berg", company: "Berg AB", street: "Hamngatan 3", postcode: "41117", city: "Göteborg", countryId: "se", telephone: "+46317654321", defaultBilling: true },
        { firstname: "Sara-Li", lastname: "Berg", company: null, street: "Sjövägen 9", postcode: "13336", city: "Saltsjöbaden", countryId: "SE", telephone: null, defaultShipping: true },
      ],
    });
    expect(changed).toMatchObject({
      firstname: "Sara-Li",
      type: "business",
      taxId: "SE556677889901",
      company: "Berg AB",
      phone: "+46317654321",
      addresses: [
        { street: "Hamngatan 3", countryId: "SE", defaultBilling: true, defaultShipping: false },
        { street: "Sjövägen 9", city: "Saltsjöbaden", defaultShipping: true, defaultBilling: false },
      ],
    });
    expect(await customers().updateProfile(token, { email: "anna.lindqvist@example.se" })).toBe("email-taken");
    expect(await customers().updateProfile("not-a-token", { firstname: "X" })).toBeNull();
  });

  it("holds as many addresses as vue-storefront-api's profile schema takes: two (a third is its 500)", async () => {
    const { token } = await registered();
    const address = (street: string) => ({ firstname: "Sara", lastname: "Berg", company: null, street, postcode: "41117", city: "Göteborg", countryId: "SE", telephone: null });
    const book = Array.from({ length: customers().addressBookLimit }, (_, i) => address(`Hamngatan ${i + 1}`));
    expect((await customers().updateProfile(token, { addresses: book })) as { addresses: unknown[] }).toMatchObject({ addresses: book.map(({ street }) => ({ street })) });
    await expect(customers().updateProfile(token, { addresses: [...book, address("Sjövägen 9")] })).rejects.toThrow();
  });

  it("resets a password with the token Magento mailed, once, in the mail of the store asked from", async () => {
    const { email } = await registered();
    // Magento mails the link itself: the shop gets no token and says nothing of whether the account exists.
    expect(await customers().requestPasswordReset(email, "dk")).toBeNull();
    expect(await customers().requestPasswordReset(`nobody-${email}`, "dk")).toBeNull();
    // vue-storefront-api's storeViews.dk.websiteId: the Danish website's template.
    expect(await (await fetch(`http://upstream.test/__reset-website?email=${encodeURIComponent(email)}`)).json()).toBe(2);
    const token = (await (await fetch(`http://upstream.test/__reset-token?email=${encodeURIComponent(email)}`)).json()) as string;
    expect(await customers().resetPassword(email, "wrong-token", "Nytt-lösen-88")).toBeNull();
    expect(await customers().resetPassword(email, token, "Nytt-lösen-88")).toMatchObject({ token: expect.any(String) });
    expect(await customers().resetPassword(email, token, "Annat-lösen-99")).toBeNull();
    expect(await customers().login(email, "Nytt-lösen-88")).not.toBeNull();
  });

  it("reads the order history with Magento's methods as the shop's", async () => {
    const session = await customers().login("anna.lindqvist@example.se", "Hemligt-Lösen1");
    const history = await customers().orderHistory(session!.token, { pageSize: 20, currentPage: 1 });
    expect(history).toMatchObject({
      total: 1,
      items: [
        {
          incrementId: "000001042",
          store: "se",
          currency: "SEK",
          grandTotal: 5275,
          shippingInclTax: 495,
          shippingMethod: "home_delivery",
          paymentMethod: "cashondelivery",
          createdAt: "2025-05-20T08:41:52Z",
          shippingAddress: { street: "Storgatan 12", zipCode: "11122", city: "Stockholm", country: "SE" },
          items: [{ sku: "GS-VISBY-CHAIR-TEAK", qty: 4, unitPriceInclTax: 1195, rowTotalInclTax: 4780 }],
          productIds: [1001],
        },
      ],
    });
    expect(await customers().order(session!.token, "000001042")).toMatchObject({ incrementId: "000001042" });
    expect(await customers().order(session!.token, "000009999")).toBeNull();
    expect(await customers().orderHistory("not-a-token", { pageSize: 20, currentPage: 1 })).toBeNull();
  });

  it("keeps a Magento customer's wishlist and cart by their Magento id", async () => {
    const { token } = await registered();
    const other = await registered();
    expect(await customers().wishlist(token, "se")).toEqual([]);
    expect(await customers().changeWishlist(token, "se", { add: ["GS-VISBY-CHAIR-TEAK", "GS-GRINDA-SET-4"] })).toEqual(expect.arrayContaining(["GS-VISBY-CHAIR-TEAK", "GS-GRINDA-SET-4"]));
    expect(await customers().changeWishlist(token, "se", { remove: "GS-VISBY-CHAIR-TEAK" })).toEqual(["GS-GRINDA-SET-4"]);
    expect(await customers().wishlist(other.token, "se")).toEqual([]);
    const cartId = crypto.randomUUID();
    expect(await customers().cart(token, "se")).toBeNull();
    expect(await customers().setCart(token, "se", cartId)).toBe(true);
    expect(await customers().cart(token, "se")).toBe(cartId);
    expect(await customers().cartOwner(token, cartId)).toBe("mine");
    expect(await customers().cartOwner(other.token, cartId)).toBe("another");
    expect(await customers().setCart(other.token, "se", cartId)).toBe(false);
    expect(await customers().wishlist("not-a-token", "se")).toBeNull();
  });
});
