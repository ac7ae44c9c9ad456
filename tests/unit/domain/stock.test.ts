import { describe, it, expect } from "vitest";
import { availabilityLabel, buyBox, setStock, stockBadge, stockOutlook, type AvailabilityInput, type AvailabilityLabel, type StockBadge, type StockContext, type StockInput, type StockOutlook, type StockOutlookInput } from "#core/domain/stock.ts";

const TODAY = "2026-06-15";

describe("stockBadge (SPEC §9 low threshold 10, 5 in lists)", () => {
  const cases: [string, StockInput, StockContext, StockBadge][] = [
    ["page: qty 11 → in stock", { qty: 11, isInStock: true }, "page", "in_stock"],
    ["page: qty 10 (threshold) → low", { qty: 10, isInStock: true }, "page", "low_stock"],
    ["page: qty 1 → low", { qty: 1, isInStock: true }, "page", "low_stock"],
    ["list: qty 6 → in stock", { qty: 6, isInStock: true }, "list", "in_stock"],
    ["list: qty 5 (threshold) → low", { qty: 5, isInStock: true }, "list", "low_stock"],
    ["list: qty 10 → in stock", { qty: 10, isInStock: true }, "list", "in_stock"],
    ["list: qty 1 → low", { qty: 1, isInStock: true }, "list", "low_stock"],
    ["not in stock, delivery known but no date → no stock", { qty: 0, isInStock: false, deliveryDays: 21 }, "page", "no_stock"],
    ["not in stock, planned restock ahead → upcoming", { qty: 0, isInStock: false, plannedRestock: "2026-07-01" }, "page", "upcoming"],
    ["not in stock, supplier window ahead → upcoming", { qty: 0, isInStock: false, supplierDelivery: { from: "2026-07-01", to: "2026-07-10" } }, "list", "upcoming"],
    ["not in stock, restock day passed → no stock", { qty: 0, isInStock: false, plannedRestock: "2026-06-14" }, "list", "no_stock"],
    ["not in stock, qty > 0 but flag off, restock ahead → upcoming", { qty: 50, isInStock: false, deliveryDays: 7, plannedRestock: TODAY }, "list", "upcoming"],
    ["not in stock, no delivery → no stock", { qty: 0, isInStock: false }, "page", "no_stock"],
    ["not in stock, delivery null → no stock", { qty: 0, isInStock: false, deliveryDays: null }, "page", "no_stock"],
    ["not in stock, delivery 0 → no stock", { qty: 0, isInStock: false, deliveryDays: 0 }, "page", "no_stock"],
    ["not in stock, delivery negative → no stock", { qty: 0, isInStock: false, deliveryDays: -3 }, "list", "no_stock"],
    ["not in stock, delivery NaN → no stock", { qty: 0, isInStock: false, deliveryDays: NaN }, "list", "no_stock"],
    ["in stock, qty 0, no delivery (unmanaged stock) → in stock", { qty: 0, isInStock: true }, "page", "in_stock"],
    ["in stock, qty -2, delivery known (backorder) but no date → no stock", { qty: -2, isInStock: true, deliveryDays: 30 }, "page", "no_stock"],
    ["in stock, qty NaN counts as 0 → in stock", { qty: NaN, isInStock: true }, "list", "in_stock"],
    ["in stock, low qty ignores delivery days", { qty: 3, isInStock: true, deliveryDays: 30 }, "page", "low_stock"],
    ["discontinued, not in stock, restock date left over → no stock (nothing is coming)", { qty: 0, isInStock: false, deliveryDays: 21, saleStatus: "discontinued", plannedRestock: "2026-07-01" }, "page", "no_stock"],
    ["sold out for the season, supplier window left over → no stock", { qty: 0, isInStock: false, deliveryDays: 21, saleStatus: "sold_out_season", supplierDelivery: { from: "2026-07-01", to: "2026-07-10" } }, "list", "no_stock"],
    ["discontinued but still in stock → in stock", { qty: 20, isInStock: true, saleStatus: "discontinued" }, "page", "in_stock"],
    ["order-only, restock ahead → upcoming", { qty: 0, isInStock: false, deliveryDays: 21, saleStatus: "order_only", plannedRestock: "2026-08-01" }, "page", "upcoming"],
  ];
  it.each(cases)("%s", (_name, input, context, expected) => {
    expect(stockBadge(input, context, TODAY)).toBe(expected);
  });
});

describe("availabilityLabel (SPEC §4 Availability labels)", () => {
  const a = (over: Partial<AvailabilityInput>): AvailabilityInput => ({ saleStatus: "active", qty: 0, isInStock: false, deliveryDays: null, ...over });
  const cases: [string, AvailabilityInput, AvailabilityLabel][] = [
    ["discontinued wins over stock", a({ saleStatus: "discontinued", qty: 50, isInStock: true }), { kind: "discontinued" }],
    ["discontinued with no stock", a({ saleStatus: "discontinued" }), { kind: "discontinued" }],
    ["sold out for the season wins over stock", a({ saleStatus: "sold_out_season", qty: 3, isInStock: true }), { kind: "sold_out_season" }],
    ["order-only wins over stock", a({ saleStatus: "order_only", qty: 50, isInStock: true }), { kind: "order_only" }],
    ["order-only out of stock", a({ saleStatus: "order_only", deliveryDays: 60 }), { kind: "order_only" }],
    ["in stock qty 11 → immediate", a({ qty: 11, isInStock: true }), { kind: "immediate" }],
    ["in stock qty 10 → low stock with count", a({ qty: 10, isInStock: true }), { kind: "low_stock", qty: 10 }],
    ["in stock qty 1 → low stock with count", a({ qty: 1, isInStock: true }), { kind: "low_stock", qty: 1 }],
    ["in stock, unmanaged qty 0 → immediate", a({ qty: 0, isInStock: true }), { kind: "immediate" }],
    ["in stock, backorder with delivery 30 → ships in weeks", a({ qty: -1, isInStock: true, deliveryDays: 30 }), { kind: "ships_in_weeks", weeks: "4-6" }],
    ["out of stock, 0 < delivery ≤ 14 → short", a({ deliveryDays: 14 }), { kind: "short_delivery" }],
    ["out of stock, delivery 1 → short", a({ deliveryDays: 1 }), { kind: "short_delivery" }],
    ["out of stock, delivery 15 → 2-4 weeks", a({ deliveryDays: 15 }), { kind: "ships_in_weeks", weeks: "2-4" }],
    ["out of stock, delivery 28 → 2-4 weeks", a({ deliveryDays: 28 }), { kind: "ships_in_weeks", weeks: "2-4" }],
    ["out of stock, delivery 29 → 4-6 weeks", a({ deliveryDays: 29 }), { kind: "ships_in_weeks", weeks: "4-6" }],
    ["out of stock, delivery 70 → 8-10 weeks", a({ deliveryDays: 70 }), { kind: "ships_in_weeks", weeks: "8-10" }],
    ["out of stock, delivery 71 → 10+ weeks", a({ deliveryDays: 71 }), { kind: "ships_in_weeks", weeks: "10+" }],
    ["out of stock, unknown delivery → 10-day fallback → short", a({ deliveryDays: null }), { kind: "short_delivery" }],
    ["out of stock, delivery omitted → short", { saleStatus: "active", qty: 0, isInStock: false }, { kind: "short_delivery" }],
    ["out of stock, invalid delivery (-5) → fallback → short", a({ deliveryDays: -5 }), { kind: "short_delivery" }],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(availabilityLabel(input)).toEqual(expected);
  });

  it.each([
    [6, "list", { kind: "immediate" }],
    [5, "list", { kind: "low_stock", qty: 5 }],
    [6, "page", { kind: "low_stock", qty: 6 }],
  ] as const)("qty %s in %s context", (qty, context, expected) => {
    expect(availabilityLabel({ saleStatus: "active", qty, isInStock: true, deliveryDays: null }, context)).toEqual(expected);
  });
});

describe("buyBox: the buy box offers exactly what the cart takes", () => {
  const cases: [string, Parameters<typeof buyBox>[0], ReturnType<typeof buyBox>][] = [
    ["in stock with units → buy", { qty: 3, isInStock: true, saleStatus: "active" }, { kind: "buy" }],
    ["in stock, one unit → buy", { qty: 1, isInStock: true, saleStatus: "active" }, { kind: "buy" }],
    ["discontinued with stock left → buy while it lasts", { qty: 2, isInStock: true, saleStatus: "discontinued" }, { kind: "buy" }],
    ["not in stock → out of stock, whatever the delivery estimate", { qty: 0, isInStock: false, saleStatus: "active" }, { kind: "unavailable", reason: "out_of_stock" }],
    ["in stock flag but no whole unit → out of stock", { qty: 0.5, isInStock: true, saleStatus: "active" }, { kind: "unavailable", reason: "out_of_stock" }],
    ["in stock flag, qty 0 → out of stock", { qty: 0, isInStock: true, saleStatus: "order_only" }, { kind: "unavailable", reason: "out_of_stock" }],
    ["discontinued and gone → discontinued", { qty: 0, isInStock: false, saleStatus: "discontinued" }, { kind: "unavailable", reason: "discontinued" }],
    ["sold out for the season → says so", { qty: 0, isInStock: false, saleStatus: "sold_out_season" }, { kind: "unavailable", reason: "sold_out_season" }],
    ["NaN quantity → out of stock", { qty: Number.NaN, isInStock: true, saleStatus: "active" }, { kind: "unavailable", reason: "out_of_stock" }],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(buyBox(input)).toEqual(expected);
  });
});

describe("setStock: a set is as available as its scarcest item", () => {
  const item = (qty: number, perSet = 1, over: Partial<AvailabilityInput> = {}) => ({ perSet, stock: { qty, isInStock: qty > 0, saleStatus: "active" as const, deliveryDays: 10, ...over } });
  const cases: [string, Parameters<typeof setStock>[0], Partial<AvailabilityInput>][] = [
    ["sets = min over items of units ÷ per set", [item(10, 2), item(7, 1)], { qty: 5, isInStock: true }],
    ["an item out of stock → no set", [item(10), item(0)], { qty: 0, isInStock: false }],
    ["an item with too few units for one set → no set", [item(10), item(3, 4)], { qty: 0, isInStock: false }],
    ["no items → no set", [], { qty: 0, isInStock: false }],
    ["a discontinued item makes the set discontinued", [item(5), item(5, 1, { saleStatus: "discontinued" })], { saleStatus: "discontinued" }],
    ["ships when its slowest item does", [item(5, 1, { deliveryDays: 10 }), item(5, 1, { deliveryDays: 40 })], { deliveryDays: 40 }],
    ["whole again on the latest restock of its missing items", [item(0, 1, { plannedRestock: "2026-07-01" }), item(5), item(1, 2, { plannedRestock: "2026-08-01" })], { plannedRestock: "2026-08-01" }],
    ["a missing item without a restock day → no restock day", [item(0, 1, { plannedRestock: "2026-07-01" }), item(0)], { plannedRestock: null }],
    ["an item in stock keeps no restock day of its own for the set", [item(5, 1, { plannedRestock: "2026-07-01" }), item(5)], { plannedRestock: null }],
  ];
  it.each(cases)("%s", (_name, items, expected) => {
    expect(setStock(items)).toMatchObject(expected);
  });
});

describe("stockOutlook: one message for what cannot be bought (SPEC §3 Stock indication, §4 Availability labels)", () => {
  const out = (over: Partial<StockOutlookInput>): StockOutlookInput => ({ qty: 0, isInStock: false, saleStatus: "active", ...over });
  const window = { from: "2026-06-20", to: "2026-06-30" };
  const cases: [string, StockOutlookInput, StockOutlook | null][] = [
    ["in stock → nothing to say (the availability label speaks)", out({ qty: 5, isInStock: true, plannedRestock: "2026-07-01" }), null],
    ["discontinued, still in stock → buyable, nothing to say", out({ qty: 2, isInStock: true, saleStatus: "discontinued" }), null],
    ["planned restock date ahead → that date", out({ plannedRestock: "2026-07-01" }), { kind: "restock", date: "2026-07-01" }],
    ["planned restock today → today", out({ plannedRestock: TODAY }), { kind: "restock", date: TODAY }],
    ["restock date wins over the supplier window", out({ plannedRestock: "2026-07-01", supplierDelivery: window }), { kind: "restock", date: "2026-07-01" }],
    ["restock date passed → the supplier window", out({ plannedRestock: "2026-06-01", supplierDelivery: window }), { kind: "supplier", ...window }],
    ["supplier window ahead → the window", out({ supplierDelivery: window }), { kind: "supplier", ...window }],
    ["supplier window begun → from today", out({ supplierDelivery: { from: "2026-06-10", to: "2026-06-30" } }), { kind: "supplier", from: TODAY, to: "2026-06-30" }],
    ["supplier window over → out of stock", out({ supplierDelivery: { from: "2026-06-01", to: "2026-06-14" } }), { kind: "out_of_stock" }],
    ["supplier window backwards → out of stock", out({ supplierDelivery: { from: "2026-07-10", to: "2026-07-01" } }), { kind: "out_of_stock" }],
    ["not a date → out of stock", out({ plannedRestock: "soon" }), { kind: "out_of_stock" }],
    ["no promise → out of stock", out({}), { kind: "out_of_stock" }],
    ["in stock flag with no whole unit → out of stock", out({ qty: 0, isInStock: true }), { kind: "out_of_stock" }],
    ["discontinued and gone, dates left over → discontinued", out({ saleStatus: "discontinued", plannedRestock: "2026-07-01", supplierDelivery: window }), { kind: "discontinued" }],
    ["sold out for the season, dates left over → sold out for the season", out({ saleStatus: "sold_out_season", plannedRestock: "2026-07-01" }), { kind: "sold_out_season" }],
    ["order-only with a restock date → that date", out({ saleStatus: "order_only", qty: 0, isInStock: true, plannedRestock: "2026-07-01" }), { kind: "restock", date: "2026-07-01" }],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(stockOutlook(input, TODAY)).toEqual(expected);
  });
});
