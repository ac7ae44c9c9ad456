import { describe, it, expect } from "vitest";
import {
  buildHostedOrder,
  cartOrderLines,
  dimensionValue,
  INITIAL_CREATION,
  MAX_CREATE_ATTEMPTS,
  nextAction,
  ORDER_ID_TTL_MS,
  orderLine,
  orderLineLabel,
  reduceCreation,
  resolvePurchaseCountry,
  storeOrderDefaults,
  taxRateBasisPoints,
  toMinorUnits,
  validateOrderAmount,
  type CreationEvent,
  type CreationState,
  type OrderLine,
  type OrderLineInput,
} from "#core/domain/hosted-checkout.ts";
import { STORE_CODES, STORE_VIEWS, TAX_RATE } from "#core/stores.ts";

describe("constants", () => {
  it("caps creation attempts at 3 and keeps an order id for 2 days", () => {
    expect(MAX_CREATE_ATTEMPTS).toBe(3);
    expect(ORDER_ID_TTL_MS).toBe(172_800_000);
  });
});

describe("toMinorUnits", () => {
  const cases: [string, number, number][] = [
    ["whole SEK amount", 12995, 1299500],
    ["two decimals with float noise (19.99 * 100 = 1998.999…)", 19.99, 1999],
    ["0.1 + 0.2 → 30", 0.1 + 0.2, 30],
    ["1.005 rounds half up despite float repr", 1.005, 101],
    ["0.015 rounds half up despite float repr", 0.015, 2],
    ["EUR price", 1234.95, 123495],
    ["sub-cent below half rounds down", 10.004, 1000],
    ["zero", 0, 0],
    ["negative amount", -19.99, -1999],
    ["tiny negative gives 0, not -0", -0.001, 0],
  ];
  it.each(cases)("%s", (_name, amount, expected) => {
    expect(Object.is(toMinorUnits(amount), expected)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])("throws RangeError for %s", (amount) => {
    expect(() => toMinorUnits(amount)).toThrow(RangeError);
  });
});

describe("taxRateBasisPoints", () => {
  const cases: [string, number, number][] = [
    ["store tax rate 0.25", TAX_RATE, 2500],
    ["25.5 % without float noise", 0.255, 2550],
    ["12 %", 0.12, 1200],
    ["zero", 0, 0],
  ];
  it.each(cases)("%s", (_name, rate, expected) => {
    expect(taxRateBasisPoints(rate)).toBe(expected);
  });

  it.each([-0.25, NaN])("throws RangeError for %s", (rate) => {
    expect(() => taxRateBasisPoints(rate)).toThrow(RangeError);
  });
});

describe("dimensionValue", () => {
  const cases: [string, number, number][] = [
    ["whole centimetres", 210, 2100],
    ["one decimal", 85.5, 855],
    ["float noise (0.1 + 0.2)", 0.1 + 0.2, 3],
    ["rounds to integer", 12.34, 123],
    ["half rounds up", 12.35, 124],
  ];
  it.each(cases)("%s", (_name, cm, expected) => {
    expect(dimensionValue(cm)).toBe(expected);
  });
});

describe("orderLine", () => {
  const base: OrderLineInput = { sku: "SOFA-1", name: "Sofa Oslo", quantity: 1, unitPriceInclTax: 12995 };
  type Expect = Pick<
    OrderLine,
    "type" | "unit_price" | "tax_rate" | "total_amount" | "total_discount_amount" | "total_tax_amount"
  >;
  const cases: [string, OrderLineInput, number | undefined, Expect][] = [
    [
      "single physical line, tax contained in the total (1299500 − 1299500 / 1.25)",
      base,
      undefined,
      { type: "physical", unit_price: 1299500, tax_rate: 2500, total_amount: 1299500, total_discount_amount: 0, total_tax_amount: 259900 },
    ],
    [
      "quantity multiplies the unit price",
      { ...base, quantity: 3 },
      undefined,
      { type: "physical", unit_price: 1299500, tax_rate: 2500, total_amount: 3898500, total_discount_amount: 0, total_tax_amount: 779700 },
    ],
    [
      "line discount is subtracted from the total and tax follows the discounted total",
      { ...base, quantity: 2, discountInclTax: 1000 },
      undefined,
      { type: "physical", unit_price: 1299500, tax_rate: 2500, total_amount: 2499000, total_discount_amount: 100000, total_tax_amount: 499800 },
    ],
    [
      "decimal price with float noise, tax rounded (5997 − 4797.6 = 1199.4 → 1199)",
      { ...base, quantity: 3, unitPriceInclTax: 19.99 },
      undefined,
      { type: "physical", unit_price: 1999, tax_rate: 2500, total_amount: 5997, total_discount_amount: 0, total_tax_amount: 1199 },
    ],
    [
      "decimal discount in minor units",
      { ...base, unitPriceInclTax: 19.99, discountInclTax: 0.1 + 0.2 },
      undefined,
      { type: "physical", unit_price: 1999, tax_rate: 2500, total_amount: 1969, total_discount_amount: 30, total_tax_amount: 394 },
    ],
    [
      "shipping fee line",
      { sku: "shipping", name: "Hemleverans", quantity: 1, unitPriceInclTax: 495, type: "shipping_fee" },
      undefined,
      { type: "shipping_fee", unit_price: 49500, tax_rate: 2500, total_amount: 49500, total_discount_amount: 0, total_tax_amount: 9900 },
    ],
    [
      "surcharge line",
      { sku: "invoice-fee", name: "Fakturaavgift", quantity: 1, unitPriceInclTax: 49, type: "surcharge" },
      undefined,
      { type: "surcharge", unit_price: 4900, tax_rate: 2500, total_amount: 4900, total_discount_amount: 0, total_tax_amount: 980 },
    ],
    [
      "explicit tax rate 25.5 % (1999 − 1999 / 1.255 = 406.17 → 406)",
      { ...base, unitPriceInclTax: 19.99 },
      0.255,
      { type: "physical", unit_price: 1999, tax_rate: 2550, total_amount: 1999, total_discount_amount: 0, total_tax_amount: 406 },
    ],
    [
      "zero tax rate",
      base,
      0,
      { type: "physical", unit_price: 1299500, tax_rate: 0, total_amount: 1299500, total_discount_amount: 0, total_tax_amount: 0 },
    ],
    [
      "fully discounted line",
      { ...base, discountInclTax: 12995 },
      undefined,
      { type: "physical", unit_price: 1299500, tax_rate: 2500, total_amount: 0, total_discount_amount: 1299500, total_tax_amount: 0 },
    ],
  ];
  it.each(cases)("%s", (_name, input, rate, expected) => {
    const line = rate === undefined ? orderLine(input) : orderLine(input, rate);
    expect(line).toMatchObject(expected);
    expect(line.total_amount).toBe(line.unit_price * line.quantity - line.total_discount_amount);
  });

  it("maps sku to reference and keeps name and quantity; omits absent optional fields", () => {
    const line = orderLine(base);
    expect(line.reference).toBe("SOFA-1");
    expect(line.name).toBe("Sofa Oslo");
    expect(line.quantity).toBe(1);
    expect(line).not.toHaveProperty("image_url");
    expect(line).not.toHaveProperty("product_url");
    expect(line).not.toHaveProperty("shipping_attributes");
  });

  it("copies image and product URLs", () => {
    const line = orderLine({ ...base, imageUrl: "https://cdn.example/sofa.jpg", productUrl: "https://shop.example/sofa-oslo" });
    expect(line.image_url).toBe("https://cdn.example/sofa.jpg");
    expect(line.product_url).toBe("https://shop.example/sofa-oslo");
  });

  const shippingCases: [string, Partial<OrderLineInput>, OrderLine["shipping_attributes"]][] = [
    [
      "weight in grams, dimensions × 10",
      { weightKg: 42.5, dimensionsCm: { height: 85.5, width: 210, length: 95 } },
      { weight: 42500, dimensions: { height: 855, width: 2100, length: 950 } },
    ],
    [
      "weight rounded to whole grams",
      { weightKg: 12.3456, dimensionsCm: { height: 0.1 + 0.2, width: 1, length: 2 } },
      { weight: 12346, dimensions: { height: 3, width: 10, length: 20 } },
    ],
    ["weight without dimensions → no shipping attributes", { weightKg: 10 }, undefined],
    ["dimensions without weight → no shipping attributes", { dimensionsCm: { height: 1, width: 1, length: 1 } }, undefined],
  ];
  it.each(shippingCases)("shipping attributes: %s", (_name, extra, expected) => {
    expect(orderLine({ ...base, ...extra }).shipping_attributes).toEqual(expected);
  });

  it.each([0, -1, 1.5, NaN])("throws RangeError for quantity %s", (quantity) => {
    expect(() => orderLine({ ...base, quantity })).toThrow(RangeError);
  });

  it.each([NaN, Infinity])("throws RangeError for unit price %s", (unitPriceInclTax) => {
    expect(() => orderLine({ ...base, unitPriceInclTax })).toThrow(RangeError);
  });
});

describe("resolvePurchaseCountry / buildHostedOrder purchase_country", () => {
  const shipping = ["SE", "DK", "NO", "FI"] as const;
  const cases: [string, string | null | undefined, readonly string[], string][] = [
    ["valid upper case", "NO", shipping, "NO"],
    ["lower case is upper-cased", "no", shipping, "NO"],
    ["mixed case is upper-cased", "dK", shipping, "DK"],
    ["three letters → default", "SWE", shipping, "SE"],
    ["one letter → default", "S", shipping, "SE"],
    ["empty → default", "", shipping, "SE"],
    ["digits → default", "S1", shipping, "SE"],
    ["surrounding whitespace is not two letters → default", " no", shipping, "SE"],
    ["non-ASCII letter → default", "NÖ", shipping, "SE"],
    ["two letters but not a shipping country → default", "DE", shipping, "SE"],
    ["null → default", null, shipping, "SE"],
    ["undefined → default", undefined, shipping, "SE"],
    ["shipping countries compared case-insensitively", "DK", ["se", "dk"], "DK"],
    ["empty shipping countries → default", "SE", [], "SE"],
  ];
  it.each(cases)("%s", (_name, country, shippingCountries, expected) => {
    expect(resolvePurchaseCountry(country, shippingCountries, "SE")).toBe(expected);
    const order = buildHostedOrder({
      lines: [],
      purchaseCountry: country,
      shippingCountries,
      defaultCountry: "SE",
      currency: "SEK",
      locale: "sv-SE",
    });
    expect(order.purchase_country).toBe(expected);
  });
});

describe("buildHostedOrder", () => {
  const lines = [
    orderLine({ sku: "SOFA-1", name: "Sofa", quantity: 2, unitPriceInclTax: 12995, discountInclTax: 1000 }),
    orderLine({ sku: "LAMP-1", name: "Lamp", quantity: 3, unitPriceInclTax: 19.99 }),
    orderLine({ sku: "shipping", name: "Hemleverans", quantity: 1, unitPriceInclTax: 495, type: "shipping_fee" }),
  ];

  it("sums line totals and tax amounts", () => {
    const order = buildHostedOrder({
      lines,
      purchaseCountry: "se",
      shippingCountries: ["SE"],
      defaultCountry: "SE",
      currency: "SEK",
      locale: "sv-SE",
    });
    expect(order).toEqual({
      purchase_country: "SE",
      purchase_currency: "SEK",
      locale: "sv-SE",
      order_amount: 2499000 + 5997 + 49500,
      order_tax_amount: 499800 + 1199 + 9900,
      order_lines: lines,
    });
    expect(validateOrderAmount(order)).toEqual({ ok: true });
  });

  it("empty order has zero amounts", () => {
    const order = buildHostedOrder({ lines: [], purchaseCountry: null, shippingCountries: [], defaultCountry: "FI", currency: "EUR", locale: "fi-FI" });
    expect(order.order_amount).toBe(0);
    expect(order.order_tax_amount).toBe(0);
    expect(order.purchase_country).toBe("FI");
  });

  it("does not share the caller's lines array", () => {
    const input = [...lines];
    const order = buildHostedOrder({ lines: input, purchaseCountry: "SE", shippingCountries: ["SE"], defaultCountry: "SE", currency: "SEK", locale: "sv-SE" });
    input.pop();
    expect(order.order_lines).toHaveLength(3);
  });

  it.each(STORE_CODES.map((code) => [code] as const))("store %s defaults come from STORE_VIEWS", (code) => {
    const store = STORE_VIEWS[code];
    const defaults = storeOrderDefaults(code);
    expect(defaults).toEqual({ defaultCountry: store.countryId, currency: store.i18n.currencyCode, locale: store.i18n.defaultLocale });
    const order = buildHostedOrder({ lines, purchaseCountry: "XX", shippingCountries: ["SE", "DK", "NO", "FI"], ...defaults });
    expect(order.purchase_country).toBe(store.countryId);
    expect(order.purchase_currency).toBe(store.i18n.currencyCode);
  });
});

describe("cartOrderLines", () => {
  const chair = { sku: "CH-1", name: "Chair", qty: 2, unitPrice: 1495 };
  const lamp = { sku: "LA-1", name: "Lamp", qty: 1, unitPrice: 19.95 };
  const home = { code: "home_delivery", name: "Home delivery", priceInclTax: 695 };
  const cases: [string, Parameters<typeof cartOrderLines>[0], { types: string[]; amount: number }][] = [
    ["cart lines only (free pickup)", { lines: [chair], discountInclTax: 0, shipping: { code: "showroom_1", name: "Showroom", priceInclTax: 0 } }, { types: ["physical"], amount: 299000 }],
    ["no shipping chosen", { lines: [chair], discountInclTax: 0, shipping: null }, { types: ["physical"], amount: 299000 }],
    ["shipping fee line", { lines: [chair], discountInclTax: 0, shipping: home }, { types: ["physical", "shipping_fee"], amount: 368500 }],
    ["coupon discount line is negative", { lines: [chair], discountInclTax: 299, shipping: home }, { types: ["physical", "discount", "shipping_fee"], amount: 338600 }],
    ["decimal currency", { lines: [lamp, chair], discountInclTax: 0, shipping: { code: "pickup_point", name: "Pickup point", priceInclTax: 9.9 } }, { types: ["physical", "physical", "shipping_fee"], amount: 1995 + 299000 + 990 }],
    [
      "a surcharge line per extra fee (SPEC §3 order line type surcharge)",
      { lines: [chair], discountInclTax: 0, shipping: home, fees: [{ code: "carry_in", name: "Carry-in", amountInclTax: 395 }, { code: "removal", name: "Removal", amountInclTax: 595 }] },
      { types: ["physical", "shipping_fee", "surcharge", "surcharge"], amount: 368500 + 39500 + 59500 },
    ],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    const lines = cartOrderLines(input);
    expect(lines.map((l) => l.type)).toEqual(expected.types);
    const order = buildHostedOrder({ lines, purchaseCountry: "SE", shippingCountries: ["SE"], ...storeOrderDefaults("se") });
    expect(order.order_amount).toBe(expected.amount);
    expect(validateOrderAmount(order)).toEqual({ ok: true });
  });
});

describe("validateOrderAmount", () => {
  const l = (total_amount: number): OrderLine => ({
    type: "physical",
    reference: "X",
    name: "X",
    quantity: 1,
    unit_price: total_amount,
    tax_rate: 2500,
    total_amount,
    total_discount_amount: 0,
    total_tax_amount: 0,
  });
  const cases: [string, number, OrderLine[], ReturnType<typeof validateOrderAmount>][] = [
    ["equal to the sum", 300, [l(100), l(200)], { ok: true }],
    ["no lines and zero amount", 0, [], { ok: true }],
    ["amount above the sum: 'Order amount incorrect (x:y)'", 301, [l(100), l(200)], { ok: false, message: "Order amount incorrect (301:300)" }],
    ["amount below the sum", 1299400, [l(1299500)], { ok: false, message: "Order amount incorrect (1299400:1299500)" }],
    ["amount with no lines", 100, [], { ok: false, message: "Order amount incorrect (100:0)" }],
  ];
  it.each(cases)("%s", (_name, order_amount, order_lines, expected) => {
    expect(validateOrderAmount({ order_amount, order_lines })).toEqual(expected);
  });
});

describe("reduceCreation", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const T0 = 1_700_000_000_000;
  const s = (over: Partial<CreationState> = {}): CreationState => ({ ...INITIAL_CREATION, ...over });
  const stored = s({ snippet: "<div>kco</div>", orderId: "ord-1", storedAt: T0 });

  it("initial state", () => {
    expect(INITIAL_CREATION).toEqual({ attempts: 0, loading: false, error: false, snippet: null, orderId: null, storedAt: null });
  });

  const cases: [string, CreationState, CreationEvent, CreationState][] = [
    ["start: attempts + 1 and loading", s(), { type: "start" }, s({ attempts: 1, loading: true })],
    [
      "start after a failure: attempts keep counting",
      s({ attempts: 2, error: true }),
      { type: "start" },
      s({ attempts: 3, loading: true, error: true }),
    ],
    [
      "created: snippet and order stored, attempts reset, loading and error off",
      s({ attempts: 3, loading: true, error: true }),
      { type: "created", orderId: "ord-1", snippet: "<div>kco</div>", at: T0 },
      stored,
    ],
    [
      "failed: loading off, error on, snippet cleared, attempts kept",
      s({ attempts: 2, loading: true, snippet: "<div>old</div>", orderId: "ord-1", storedAt: T0 }),
      { type: "failed" },
      s({ attempts: 2, error: true, orderId: "ord-1", storedAt: T0 }),
    ],
    [
      "read_only: stored order forgotten and marked for retry",
      s({ ...stored, attempts: 1, loading: true }),
      { type: "read_only" },
      s({ attempts: 1, error: true }),
    ],
    [
      "reloaded: counting starts again, the stored order is kept",
      s({ ...stored, attempts: 4, error: true }),
      { type: "reloaded" },
      stored,
    ],
    ["expired_check: nothing stored → unchanged", s(), { type: "expired_check", now: T0 + 10 * DAY }, s()],
    ["expired_check: fresh order kept", stored, { type: "expired_check", now: T0 + DAY }, stored],
    ["expired_check: exactly 2 days old is kept", stored, { type: "expired_check", now: T0 + ORDER_ID_TTL_MS }, stored],
    ["expired_check: 2 days + 1 ms is forgotten", stored, { type: "expired_check", now: T0 + ORDER_ID_TTL_MS + 1 }, s()],
    [
      "expired_check: expiry keeps attempts, loading and error",
      s({ ...stored, attempts: 2, error: true }),
      { type: "expired_check", now: T0 + 3 * DAY },
      s({ attempts: 2, error: true }),
    ],
  ];
  it.each(cases)("%s", (_name, state, event, expected) => {
    const before = structuredClone(state);
    expect(reduceCreation(state, event)).toEqual(expected);
    expect(state).toEqual(before);
  });

  it("expired_check without expiry returns the same object", () => {
    expect(reduceCreation(stored, { type: "expired_check", now: T0 })).toBe(stored);
  });
});

describe("nextAction", () => {
  const s = (over: Partial<CreationState>): CreationState => ({ ...INITIAL_CREATION, ...over });
  const cases: [string, CreationState, ReturnType<typeof nextAction>][] = [
    ["initial → none", INITIAL_CREATION, "none"],
    ["loading → none", s({ attempts: 1, loading: true }), "none"],
    ["created → none", s({ orderId: "ord-1", snippet: "x", storedAt: 1 }), "none"],
    ["failed after attempt 1 → retry", s({ attempts: 1, error: true }), "retry"],
    ["failed after attempt 3 → retry (attempts ≤ 3)", s({ attempts: 3, error: true }), "retry"],
    ["failed after attempt 4 → reload (attempts > 3)", s({ attempts: 4, error: true }), "reload"],
    ["loading with error flag still set → none", s({ attempts: 4, loading: true, error: true }), "none"],
  ];
  it.each(cases)("%s", (_name, state, expected) => {
    expect(nextAction(state)).toBe(expected);
  });

  it("full flow: three failures retry, the fourth reloads, read-only retries", () => {
    let state = INITIAL_CREATION;
    const actions: string[] = [];
    for (let i = 0; i < 4; i++) {
      state = reduceCreation(state, { type: "start" });
      state = reduceCreation(state, { type: "failed" });
      actions.push(nextAction(state));
    }
    expect(actions).toEqual(["retry", "retry", "retry", "reload"]);

    let ro = reduceCreation(INITIAL_CREATION, { type: "created", orderId: "ord-1", snippet: "x", at: 0 });
    ro = reduceCreation(reduceCreation(ro, { type: "start" }), { type: "read_only" });
    expect(ro.orderId).toBeNull();
    expect(nextAction(ro)).toBe("retry");
    ro = reduceCreation(reduceCreation(ro, { type: "start" }), { type: "created", orderId: "ord-2", snippet: "y", at: 1 });
    expect(ro).toEqual({ attempts: 0, loading: false, error: false, snippet: "y", orderId: "ord-2", storedAt: 1 });
    expect(nextAction(ro)).toBe("none");
  });
});

describe("orderLineLabel (how the payment page names a line)", () => {
  it.each([
    ["physical", 2, "Pall Visby", "2 × Pall Visby"],
    ["physical", 1, "Soffa Sandhamn", "1 × Soffa Sandhamn"],
    ["discount", 1, "Rabatt", "Rabatt"],
    ["shipping_fee", 1, "Hemleverans", "Hemleverans"],
    ["surcharge", 1, "Inbärning", "Inbärning"],
  ] as const)("a %s line of %i %s reads %j", (type, quantity, name, expected) => expect(orderLineLabel({ type, quantity, name })).toBe(expected));
});
