import { describe, expect, it } from "vitest";
import type { CartPort, CartSummary } from "#core/port/index.ts";
import { otherStoreCarts } from "#app/routes/other-store-carts.server.ts";
import type { StoreCode } from "#core/stores.ts";

const ID = { se: "11111111-1111-4111-8111-111111111111", dk: "22222222-2222-4222-8222-222222222222", no: "33333333-3333-4333-8333-333333333333" };

/** Carts by id: their store and line quantities; only `summary` is read. */
function cartsOf(held: Record<string, { store: StoreCode; qtys: number[] }>): CartPort {
  const summary = async (cartId: string) => {
    const cart = held[cartId];
    return cart ? ({ info: { store: cart.store }, lines: cart.qtys.map((qty) => ({ qty })) } as unknown as CartSummary) : null;
  };
  return { summary } as unknown as CartPort;
}

describe("otherStoreCarts: the shopper's carts left in the other stores", () => {
  const cases: [string, string, StoreCode, Record<string, { store: StoreCode; qtys: number[] }>, { storeCode: StoreCode; count: number; href: string }[]][] = [
    ["no cart cookie at all", "", "dk", {}, []],
    ["only this store's cart", `cart_dk=${ID.dk}`, "dk", { [ID.dk]: { store: "dk", qtys: [1] } }, []],
    ["a Swedish cart seen from Denmark, pieces counted", `cart_se=${ID.se}; cart_dk=${ID.dk}`, "dk", { [ID.se]: { store: "se", qtys: [2, 1] }, [ID.dk]: { store: "dk", qtys: [1] } }, [{ storeCode: "se", count: 3, href: "/varukorg" }]],
    ["two stores' carts, in store order", `cart_no=${ID.no}; cart_se=${ID.se}`, "fi", { [ID.se]: { store: "se", qtys: [1] }, [ID.no]: { store: "no", qtys: [4] } }, [{ storeCode: "se", count: 1, href: "/varukorg" }, { storeCode: "no", count: 4, href: "/no/handlekurv" }]],
    ["an emptied cart (its order was placed) is not named", `cart_se=${ID.se}`, "dk", { [ID.se]: { store: "se", qtys: [] } }, []],
    ["a cart the backend no longer knows", `cart_se=${ID.se}`, "dk", {}, []],
    ["a cookie holding another store's cart is not that store's", `cart_se=${ID.dk}`, "no", { [ID.dk]: { store: "dk", qtys: [1] } }, []],
  ];
  it.each(cases)("%s", async (_name, cookie, here, held, expected) => {
    const found = await otherStoreCarts(cookie, here, cartsOf(held));
    expect(found.map(({ storeCode, count, href }) => ({ storeCode, count, href }))).toEqual(expected);
  });
});
