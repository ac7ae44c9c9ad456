import { describe, expect, it } from "vitest";
import { createUpstreamClient } from "#worker/commerce/upstream/client.ts";
import { upstreamCustomerSessions } from "#worker/commerce/upstream/customers.ts";

const EMAIL = "anna.lindqvist@example.se";
const PASSWORD = "Hemligt-Lösen1";
const sessions = () => upstreamCustomerSessions(createUpstreamClient({ baseUrl: "http://upstream.test" }), { se: 1, dk: 2, no: 3, fi: 4 });

describe("upstream customer sessions (issue 16 item 1) against vue-storefront-api's user endpoints", () => {
  it("signs in, reads the account, refreshes the session", async () => {
    const customers = sessions();
    expect(await customers.login(EMAIL, "fel")).toBeNull();
    const tokens = await customers.login(EMAIL, PASSWORD);
    expect(tokens).toEqual({ token: expect.stringMatching(/^\w{32}$/), refreshToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // vue-storefront-api's refresh token is the login's credentials, encrypted: the same at every sign-in.
    expect((await customers.login(EMAIL, PASSWORD))?.refreshToken).toBe(tokens!.refreshToken);
    expect(await customers.me(tokens!.token)).toEqual({
      id: 4711,
      email: EMAIL,
      firstname: "Anna",
      lastname: "Lindqvist",
      phone: "+46701234567",
      store: "se",
      createdAt: "2024-12-02 18:21:07",
      type: "private",
      company: null,
      taxId: null,
      addresses: [{ id: 902, firstname: "Anna", lastname: "Lindqvist", company: null, street: "Storgatan 12", postcode: "11122", city: "Stockholm", countryId: "SE", telephone: "+46701234567", defaultShipping: true, defaultBilling: true }],
    });
    const renewed = await customers.refresh(tokens!.refreshToken);
    expect(renewed).toMatchObject({ token: expect.any(String) });
    expect(await customers.me((renewed as { token: string }).token)).toMatchObject({ id: 4711 });
    // The same token again, as Vue Storefront sends it at every refresh: the API holds no state to spend.
    expect(await customers.refresh(tokens!.refreshToken)).toMatchObject({ token: expect.any(String), refreshToken: tokens!.refreshToken });
    expect(await customers.refresh("not-a-token")).toEqual({ refused: "unknown" });
    expect(await customers.me("not-a-token")).toBeNull();
  });

  it("checks and changes the password, signing in again with the new one", async () => {
    const customers = sessions();
    const { token, refreshToken } = (await customers.login(EMAIL, PASSWORD))!;
    expect(await customers.checkPassword(token, PASSWORD)).toBe(true);
    expect(await customers.checkPassword(token, "fel")).toBe(false);
    expect(await customers.changePassword(token, "fel", "Nytt-Lösen-2")).toBe("wrong-password");
    expect(await customers.changePassword("not-a-token", PASSWORD, "Nytt-Lösen-2")).toBe("invalid-token");
    const changed = await customers.changePassword(token, PASSWORD, "Nytt-Lösen-2");
    expect(changed).toMatchObject({ changed: { token: expect.any(String) } });
    expect(await customers.login(EMAIL, PASSWORD)).toBeNull();
    // The refresh token holds the old password: it signs in no more.
    expect(await customers.refresh(refreshToken)).toEqual({ refused: "expired" });
    expect(await customers.changePassword((changed as { changed: { token: string } }).changed.token, "Nytt-Lösen-2", PASSWORD)).toMatchObject({ changed: expect.any(Object) });
  });
});
