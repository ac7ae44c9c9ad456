import { describe, it, expect } from "vitest";
import { refusal } from "#core/domain/refusal.ts";
import {
  addToCart,
  mergeCartLines,
  cartTotals,
  COUPONS,
  findCoupon,
  MAX_CART_LINES,
  parseQty,
  removeLine,
  sameLine,
  type AddOutcome,
  type AddProduct,
  type AddRequest,
  type CartLine,
  type Coupon,
  type TotalsOptions,
  type Totals,
} from "#core/domain/cart.ts";

const line = (over: Partial<CartLine> = {}): CartLine => ({
  itemId: 1,
  sku: "SOFA-1",
  qty: 1,
  checksum: null,
  hasConfigurableOptions: false,
  name: "Sofa",
  unitPrice: 1000,
  ...over,
});
const product = (over: Partial<AddProduct> = {}): AddProduct => ({
  name: "Sofa",
  unitPrice: 1000,
  availableQty: 10,
  isInStock: true,
  ...over,
});

describe("MAX_CART_LINES", () => {
  it("is 100", () => {
    expect(MAX_CART_LINES).toBe(100);
  });
});

describe("parseQty (SPEC §5 positive integer, strings parsed)", () => {
  const cases: [string, unknown, number | null][] = [
    ["number 1", 1, 1],
    ["number 25", 25, 25],
    ["string '3'", "3", 3],
    ["string with whitespace ' 4 '", " 4 ", 4],
    ["string with leading zero '07'", "07", 7],
    ["string decimal '2.5'", "2.5", null],
    ["string '2.0' (not a whole-number literal)", "2.0", null],
    ["number 2.5", 2.5, null],
    ["zero", 0, null],
    ["string '0'", "0", null],
    ["negative", -1, null],
    ["string '-1'", "-1", null],
    ["string '+3'", "+3", null],
    ["string exponent '1e3'", "1e3", null],
    ["string 'abc'", "abc", null],
    ["string '3abc' (no parseInt prefix)", "3abc", null],
    ["empty string", "", null],
    ["NaN", NaN, null],
    ["Infinity", Infinity, null],
    ["unsafe integer", 2 ** 53, null],
    ["null", null, null],
    ["undefined", undefined, null],
    ["boolean", true, null],
    ["object", { qty: 1 }, null],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(parseQty(input)).toBe(expected);
  });
});

describe("sameLine (SPEC §4 Cart line identity)", () => {
  const cases: [string, CartLine, Parameters<typeof sameLine>[1], boolean][] = [
    ["same item id", line({ itemId: 5 }), { itemId: 5, sku: "SOFA-1" }, true],
    ["same item id wins over different sku/checksum", line({ itemId: 5, checksum: "a" }), { itemId: 5, sku: "OTHER", checksum: "b" }, true],
    ["both item ids present but different, same sku → different lines", line({ itemId: 5 }), { itemId: 6, sku: "SOFA-1" }, false],
    ["request without item id, same sku → same line", line({ itemId: 5 }), { sku: "SOFA-1" }, true],
    ["request with null item id falls through to sku", line({ itemId: 5 }), { itemId: null, sku: "SOFA-1" }, true],
    ["different sku, no ids/checksums", line(), { sku: "CHAIR-1" }, false],
    ["same checksum (custom options), same sku", line({ checksum: "abc" }), { sku: "SOFA-1", checksum: "abc" }, true],
    ["same checksum wins over different sku (bundle)", line({ sku: "BUNDLE-1", checksum: "abc" }), { sku: "BUNDLE-2", checksum: "abc" }, true],
    ["different checksum, same sku → different lines", line({ checksum: "abc" }), { sku: "SOFA-1", checksum: "xyz" }, false],
    ["line has options, request has none → different lines", line({ checksum: "abc" }), { sku: "SOFA-1" }, false],
    ["request has options, line has none → different lines", line(), { sku: "SOFA-1", checksum: "abc" }, false],
    ["configurable: same child sku → same line", line({ sku: "SOFA-1-RED", hasConfigurableOptions: true }), { sku: "SOFA-1-RED", hasConfigurableOptions: true }, true],
    ["configurable: other child sku → different lines", line({ sku: "SOFA-1-RED", hasConfigurableOptions: true }), { sku: "SOFA-1-BLUE", hasConfigurableOptions: true }, false],
    ["sku comparison is exact (case-sensitive)", line({ sku: "sofa-1" }), { sku: "SOFA-1" }, false],
  ];
  it.each(cases)("%s", (_name, a, b, expected) => {
    expect(sameLine(a, b)).toBe(expected);
  });
});

describe("addToCart (SPEC §4 Cart add, §5 Add to cart)", () => {
  type Row = [string, CartLine[], AddRequest, AddProduct, AddOutcome];
  const cart = [line({ itemId: 1, sku: "SOFA-1", qty: 2 }), line({ itemId: 2, sku: "CHAIR-1", qty: 1, name: "Chair", unitPrice: 500 })];
  const cases: Row[] = [
    [
      "new line gets nextItemId and is appended",
      cart,
      { sku: "TABLE-1", qty: 1 },
      product({ name: "Table", unitPrice: 3000 }),
      {
        ok: true,
        lines: [...cart, line({ itemId: 9, sku: "TABLE-1", qty: 1, name: "Table", unitPrice: 3000 })],
        line: line({ itemId: 9, sku: "TABLE-1", qty: 1, name: "Table", unitPrice: 3000 }),
      },
    ],
    [
      "string quantity '3' is parsed",
      [],
      { sku: "SOFA-1", qty: "3" },
      product(),
      { ok: true, lines: [line({ itemId: 9, qty: 3 })], line: line({ itemId: 9, qty: 3 }) },
    ],
    [
      "new line keeps checksum and configurable flag from the request",
      [],
      { sku: "SOFA-1-RED", qty: 1, checksum: "abc", hasConfigurableOptions: true },
      product(),
      {
        ok: true,
        lines: [line({ itemId: 9, sku: "SOFA-1-RED", checksum: "abc", hasConfigurableOptions: true })],
        line: line({ itemId: 9, sku: "SOFA-1-RED", checksum: "abc", hasConfigurableOptions: true }),
      },
    ],
    [
      "same sku without item id merges: quantity is added",
      cart,
      { sku: "SOFA-1", qty: 3 },
      product(),
      { ok: true, lines: [line({ itemId: 1, qty: 5 }), cart[1]!], line: line({ itemId: 1, qty: 5 }) },
    ],
    [
      "request with the line's item id replaces the quantity (update)",
      cart,
      { sku: "SOFA-1", qty: 3, itemId: 1 },
      product(),
      { ok: true, lines: [line({ itemId: 1, qty: 3 }), cart[1]!], line: line({ itemId: 1, qty: 3 }) },
    ],
    [
      "update can lower the quantity",
      cart,
      { sku: "SOFA-1", qty: "1", itemId: 1 },
      product(),
      { ok: true, lines: [line({ itemId: 1, qty: 1 }), cart[1]!], line: line({ itemId: 1, qty: 1 }) },
    ],
    [
      "request item id the cart does not have (deleted meanwhile) → not found, never recreated",
      cart,
      { sku: "SOFA-1", qty: 1, itemId: 7 },
      product(),
      { ok: false, field: "item_id", refusal: refusal("noLine", { itemId: 7 }), notFound: true },
    ],
    [
      "request item id of a line holding another sku → refused, the line keeps its name and price",
      cart,
      { sku: "OTHER-9", qty: 1, itemId: 1 },
      product(),
      { ok: false, field: "sku", refusal: refusal("otherProduct", { itemId: 1, holds: "SOFA-1", sku: "OTHER-9" }) },
    ],
    [
      "same checksum merges (custom options)",
      [line({ itemId: 1, checksum: "abc", qty: 1 })],
      { sku: "SOFA-1", qty: 2, checksum: "abc" },
      product(),
      { ok: true, lines: [line({ itemId: 1, checksum: "abc", qty: 3 })], line: line({ itemId: 1, checksum: "abc", qty: 3 }) },
    ],
    [
      "same sku but other checksum → separate line",
      [line({ itemId: 1, checksum: "abc", qty: 1 })],
      { sku: "SOFA-1", qty: 2, checksum: "xyz" },
      product(),
      {
        ok: true,
        lines: [line({ itemId: 1, checksum: "abc", qty: 1 }), line({ itemId: 9, checksum: "xyz", qty: 2 })],
        line: line({ itemId: 9, checksum: "xyz", qty: 2 }),
      },
    ],
    [
      "merged line takes the current name and price",
      [line({ itemId: 1, qty: 1, unitPrice: 1200, name: "Old" })],
      { sku: "SOFA-1", qty: 1 },
      product({ unitPrice: 1000, name: "Sofa" }),
      { ok: true, lines: [line({ itemId: 1, qty: 2 })], line: line({ itemId: 1, qty: 2 }) },
    ],
    [
      "price 0 is allowed (zero-price products allowed)",
      [],
      { sku: "FREE-1", qty: 1 },
      product({ name: "Gift", unitPrice: 0 }),
      { ok: true, lines: [line({ itemId: 9, sku: "FREE-1", name: "Gift", unitPrice: 0 })], line: line({ itemId: 9, sku: "FREE-1", name: "Gift", unitPrice: 0 }) },
    ],
    ["price null refused", [], { sku: "SOFA-1", qty: 1 }, product({ unitPrice: null }), { ok: false, field: "price", refusal: refusal("priceUnknown") }],
    ["negative price refused", [], { sku: "SOFA-1", qty: 1 }, product({ unitPrice: -1 }), { ok: false, field: "price", refusal: refusal("priceUnknown") }],
    ["NaN price refused", [], { sku: "SOFA-1", qty: 1 }, product({ unitPrice: NaN }), { ok: false, field: "price", refusal: refusal("priceUnknown") }],
    ["quantity 0 refused", [], { sku: "SOFA-1", qty: 0 }, product(), { ok: false, field: "qty", refusal: refusal("qty") }],
    ["quantity '2.5' refused", [], { sku: "SOFA-1", qty: "2.5" }, product(), { ok: false, field: "qty", refusal: refusal("qty") }],
    ["quantity 'abc' refused", [], { sku: "SOFA-1", qty: "abc" }, product(), { ok: false, field: "qty", refusal: refusal("qty") }],
    ["quantity checked before price", [], { sku: "SOFA-1", qty: -1 }, product({ unitPrice: null }), { ok: false, field: "qty", refusal: refusal("qty") }],
    ["not in stock refused", [], { sku: "SOFA-1", qty: 1 }, product({ isInStock: false }), { ok: false, field: "sku", refusal: refusal("outOfStock") }],
    ["quantity above available refused", [], { sku: "SOFA-1", qty: 11 }, product({ availableQty: 10 }), { ok: false, field: "qty", refusal: refusal("onlyAvailable", { qty: 10 }) }],
    [
      "quantity equal to available accepted",
      [],
      { sku: "SOFA-1", qty: 10 },
      product({ availableQty: 10 }),
      { ok: true, lines: [line({ itemId: 9, qty: 10 })], line: line({ itemId: 9, qty: 10 }) },
    ],
    ["stock limit applies to the merged quantity", cart, { sku: "SOFA-1", qty: 2 }, product({ availableQty: 3 }), { ok: false, field: "qty", refusal: refusal("onlyAvailable", { qty: 3 }) }],
    [
      "update replacing the quantity within stock is accepted where a merge would not be",
      cart,
      { sku: "SOFA-1", qty: 3, itemId: 1 },
      product({ availableQty: 3 }),
      { ok: true, lines: [line({ itemId: 1, qty: 3 }), cart[1]!], line: line({ itemId: 1, qty: 3 }) },
    ],
    ["fractional available quantity is floored", [], { sku: "SOFA-1", qty: 3 }, product({ availableQty: 2.9 }), { ok: false, field: "qty", refusal: refusal("onlyAvailable", { qty: 2 }) }],
    ["negative available quantity reads as 0", [], { sku: "SOFA-1", qty: 1 }, product({ availableQty: -4 }), { ok: false, field: "qty", refusal: refusal("onlyAvailable", { qty: 0 }) }],
  ];
  it.each(cases)("%s", (_name, lines, request, prod, expected) => {
    const before = structuredClone(lines);
    expect(addToCart(lines, request, prod, 9)).toEqual(expected);
    expect(lines).toEqual(before); // never mutates its input
  });

  const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line({ itemId: i + 1, sku: `SKU-${i + 1}` }));
  it("the 101st line is refused", () => {
    expect(addToCart(full, { sku: "SKU-NEW", qty: 1 }, product(), 101)).toEqual({ ok: false, field: "cart", refusal: refusal("tooManyLines", { max: 100 }) });
  });
  it("the 100th line is accepted", () => {
    const outcome = addToCart(full.slice(1), { sku: "SKU-NEW", qty: 1 }, product(), 101);
    expect(outcome.ok && outcome.lines.length).toBe(MAX_CART_LINES);
  });
  it("merging into a full cart is still allowed", () => {
    const outcome = addToCart(full, { sku: "SKU-50", qty: 1 }, product(), 101);
    expect(outcome.ok && outcome.line).toEqual(line({ itemId: 50, sku: "SKU-50", qty: 2 }));
  });
  it("returns a new array and leaves other line objects shared", () => {
    const lines = [line({ itemId: 1 }), line({ itemId: 2, sku: "CHAIR-1" })];
    const outcome = addToCart(lines, { sku: "SOFA-1", qty: 1 }, product(), 9);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.lines).not.toBe(lines);
    expect(outcome.lines[0]).not.toBe(lines[0]);
    expect(outcome.lines[1]).toBe(lines[1]);
  });
});

describe("removeLine (SPEC §4 Cart remove)", () => {
  const lines = [line({ itemId: 1 }), line({ itemId: 2, sku: "CHAIR-1" })];
  const cases: [string, number, number[]][] = [
    ["removes the matching item id", 1, [2]],
    ["unknown item id → unchanged copy", 3, [1, 2]],
  ];
  it.each(cases)("%s", (_name, itemId, remaining) => {
    const result = removeLine(lines, itemId);
    expect(result.map((l) => l.itemId)).toEqual(remaining);
    expect(result).not.toBe(lines);
    expect(lines).toHaveLength(2);
  });
});

describe("findCoupon (SPEC §1 newsletter 10 % coupon, §4 Coupon)", () => {
  const newsletter = COUPONS[0]!;
  const cases: [string, string, Coupon | null][] = [
    ["exact code", "NYHETSBREV10", newsletter],
    ["lower case", "nyhetsbrev10", newsletter],
    ["mixed case with whitespace", "  NyhetsBrev10\t", newsletter],
    ["unknown code", "SUMMER50", null],
    ["empty", "", null],
    ["whitespace only", "   ", null],
    ["inner whitespace is not ignored", "NYHETS BREV10", null],
  ];
  it.each(cases)("%s", (_name, code, expected) => {
    expect(findCoupon(code)).toEqual(expected);
  });
  it("the newsletter coupon is 10 percent", () => {
    expect(newsletter).toEqual({ code: "NYHETSBREV10", kind: "percent", value: 10 });
  });
});

describe("cartTotals (SPEC §3 Cart totals, §9 Money and tax, Shipping)", () => {
  const percent10: Coupon = { code: "NYHETSBREV10", kind: "percent", value: 10 };
  const fixed = (value: number): Coupon => ({ code: "FIXED", kind: "fixed", value });
  const sek = (over: Partial<TotalsOptions> = {}): TotalsOptions => ({
    coupon: null,
    shippingInclTax: 0,
    fractionDigits: 0,
    freeShipping: { enabled: false, limit: 250 },
    ...over,
  });
  const eur = (over: Partial<TotalsOptions> = {}): TotalsOptions => sek({ fractionDigits: 2, ...over });
  const fsOn = (limit = 250) => ({ enabled: true, limit });
  const t = (over: Partial<Totals>): Totals => ({
    subtotalInclTax: 0,
    discountAmount: 0,
    shippingInclTax: 0,
    feesInclTax: 0,
    taxAmount: 0,
    grandTotal: 0,
    itemsQty: 0,
    freeShippingRemaining: null,
    ...over,
  });

  const cases: [string, CartLine[], TotalsOptions, Totals][] = [
    ["empty cart", [], sek(), t({})],
    [
      "SEK: subtotal Σ price × qty, tax is the 25 % contained (1000 → 200)",
      [line({ qty: 2, unitPrice: 300 }), line({ itemId: 2, qty: 1, unitPrice: 400 })],
      sek(),
      t({ subtotalInclTax: 1000, grandTotal: 1000, taxAmount: 200, itemsQty: 3 }),
    ],
    [
      "SEK 0 decimals: tax rounded to whole crowns (999 → 199.8 → 200)",
      [line({ unitPrice: 999 })],
      sek(),
      t({ subtotalInclTax: 999, grandTotal: 999, taxAmount: 200, itemsQty: 1 }),
    ],
    [
      "EUR 2 decimals: tax 999 → 199.80",
      [line({ unitPrice: 999 })],
      eur(),
      t({ subtotalInclTax: 999, grandTotal: 999, taxAmount: 199.8, itemsQty: 1 }),
    ],
    [
      "Finland: the 25.5 % VAT contained (SPEC §9 multiplier 1.255): 1255 → 255",
      [line({ unitPrice: 1255, qty: 1 })],
      eur({ taxRate: 0.255 }),
      t({ subtotalInclTax: 1255, grandTotal: 1255, taxAmount: 255, itemsQty: 1 }),
    ],
    [
      "EUR: float noise removed (0.1 × 3)",
      [line({ unitPrice: 0.1, qty: 3 })],
      eur(),
      t({ subtotalInclTax: 0.3, grandTotal: 0.3, taxAmount: 0.06, itemsQty: 3 }),
    ],
    [
      "negative quantities do not count",
      [line({ qty: -2, unitPrice: 500 }), line({ itemId: 2, qty: 1, unitPrice: 500 })],
      sek(),
      t({ subtotalInclTax: 500, grandTotal: 500, taxAmount: 100, itemsQty: 1 }),
    ],
    [
      "zero quantity counts as nothing",
      [line({ qty: 0, unitPrice: 500 })],
      sek(),
      t({}),
    ],
    [
      "percent coupon 10 % (SEK)",
      [line({ unitPrice: 1000 })],
      sek({ coupon: percent10 }),
      t({ subtotalInclTax: 1000, discountAmount: 100, grandTotal: 900, taxAmount: 180, itemsQty: 1 }),
    ],
    [
      "percent coupon rounded to 0 decimals in SEK (10 % of 1995 = 199.5 → 200)",
      [line({ unitPrice: 1995 })],
      sek({ coupon: percent10 }),
      t({ subtotalInclTax: 1995, discountAmount: 200, grandTotal: 1795, taxAmount: 359, itemsQty: 1 }),
    ],
    [
      "percent coupon rounded to 2 decimals in EUR (10 % of 19.95 = 1.995 → 2.00)",
      [line({ unitPrice: 19.95 })],
      eur({ coupon: percent10 }),
      t({ subtotalInclTax: 19.95, discountAmount: 2, grandTotal: 17.95, taxAmount: 3.59, itemsQty: 1 }),
    ],
    [
      "fixed coupon",
      [line({ unitPrice: 1000 })],
      sek({ coupon: fixed(150) }),
      t({ subtotalInclTax: 1000, discountAmount: 150, grandTotal: 850, taxAmount: 170, itemsQty: 1 }),
    ],
    [
      "fixed coupon larger than subtotal is capped at the subtotal; shipping still charged",
      [line({ unitPrice: 100 })],
      sek({ coupon: fixed(500), shippingInclTax: 5 }),
      t({ subtotalInclTax: 100, discountAmount: 100, shippingInclTax: 5, grandTotal: 5, taxAmount: 1, itemsQty: 1 }),
    ],
    [
      "coupon on an empty cart gives no discount",
      [],
      sek({ coupon: percent10 }),
      t({}),
    ],
    [
      "shipping is added to the grand total and its tax is included",
      [line({ unitPrice: 1000 })],
      sek({ shippingInclTax: 5 }),
      t({ subtotalInclTax: 1000, shippingInclTax: 5, grandTotal: 1005, taxAmount: 201, itemsQty: 1 }),
    ],
    [
      "extra fees are added to the grand total, tax included, and are never discounted",
      [line({ unitPrice: 1000 })],
      sek({ coupon: percent10, shippingInclTax: 695, feesInclTax: 395 }),
      t({ subtotalInclTax: 1000, discountAmount: 100, shippingInclTax: 695, feesInclTax: 395, grandTotal: 1990, taxAmount: 398, itemsQty: 1 }),
    ],
    [
      "EUR: fees keep their cents (39 + 29.90 → 68.9)",
      [line({ unitPrice: 100 })],
      eur({ feesInclTax: 68.9 }),
      t({ subtotalInclTax: 100, feesInclTax: 68.9, grandTotal: 168.9, taxAmount: 33.78, itemsQty: 1 }),
    ],
    [
      "free shipping disabled → remaining null",
      [line({ unitPrice: 100 })],
      sek({ freeShipping: { enabled: false, limit: 250 } }),
      t({ subtotalInclTax: 100, grandTotal: 100, taxAmount: 20, itemsQty: 1 }),
    ],
    [
      "free shipping: remaining = limit − subtotal",
      [line({ unitPrice: 100 })],
      sek({ freeShipping: fsOn() }),
      t({ subtotalInclTax: 100, grandTotal: 100, taxAmount: 20, itemsQty: 1, freeShippingRemaining: 150 }),
    ],
    [
      "free shipping boundary: subtotal 249 → 1 remaining",
      [line({ unitPrice: 249 })],
      sek({ freeShipping: fsOn() }),
      t({ subtotalInclTax: 249, grandTotal: 249, taxAmount: 50, itemsQty: 1, freeShippingRemaining: 1 }),
    ],
    [
      "free shipping boundary: subtotal exactly 250 → 0",
      [line({ unitPrice: 250 })],
      sek({ freeShipping: fsOn() }),
      t({ subtotalInclTax: 250, grandTotal: 250, taxAmount: 50, itemsQty: 1, freeShippingRemaining: 0 }),
    ],
    [
      "free shipping: above the limit → 0, never negative",
      [line({ unitPrice: 300 })],
      sek({ freeShipping: fsOn() }),
      t({ subtotalInclTax: 300, grandTotal: 300, taxAmount: 60, itemsQty: 1, freeShippingRemaining: 0 }),
    ],
    [
      "free shipping EUR: 249.99 is floored to 249 → 1 remaining",
      [line({ unitPrice: 249.99 })],
      eur({ freeShipping: fsOn() }),
      t({ subtotalInclTax: 249.99, grandTotal: 249.99, taxAmount: 50, itemsQty: 1, freeShippingRemaining: 1 }),
    ],
    [
      "free shipping counts the subtotal after discount (250 − 10 % = 225 → 25 remaining)",
      [line({ unitPrice: 250 })],
      sek({ coupon: percent10, freeShipping: fsOn() }),
      t({ subtotalInclTax: 250, discountAmount: 25, grandTotal: 225, taxAmount: 45, itemsQty: 1, freeShippingRemaining: 25 }),
    ],
    [
      "free shipping ignores the shipping amount",
      [line({ unitPrice: 200 })],
      sek({ shippingInclTax: 100, freeShipping: fsOn() }),
      t({ subtotalInclTax: 200, shippingInclTax: 100, grandTotal: 300, taxAmount: 60, itemsQty: 1, freeShippingRemaining: 50 }),
    ],
  ];
  it.each(cases)("%s", (_name, lines, options, expected) => {
    expect(cartTotals(lines, options)).toEqual(expected);
  });

  it("rejects an invalid fractionDigits", () => {
    expect(() => cartTotals([], sek({ fractionDigits: -1 }))).toThrow(RangeError);
  });
});

describe("mergeCartLines: a guest cart joins the customer's at sign-in", () => {
  const line = (itemId: number, sku: string, qty: number, checksum: string | null = null) => ({ itemId, sku, qty, checksum, hasConfigurableOptions: false, name: sku, unitPrice: 100 });
  const shape = (lines: { itemId: number; sku: string; qty: number }[]) => lines.map((l) => `${l.itemId}:${l.sku}×${l.qty}`).join(" ");
  it.each([
    ["both empty", [], [], ""],
    ["a guest cart into an empty customer cart keeps its lines", [], [line(1, "A", 1), line(2, "B", 2)], "1:A×1 2:B×2"],
    ["an empty guest cart changes nothing", [line(1, "A", 1)], [], "1:A×1"],
    ["the same product adds its quantity, never a second line", [line(1, "A", 1)], [line(1, "A", 2)], "1:A×3"],
    ["other products are appended with new item ids", [line(3, "A", 1)], [line(1, "B", 1)], "3:A×1 4:B×1"],
    ["the same sku with other options is another line", [line(1, "A", 1, "x")], [line(1, "A", 1, "y")], "1:A×1 2:A×1"],
    ["the same options add up", [line(1, "A", 1, "x")], [line(5, "A", 2, "x")], "1:A×3"],
  ])("%s", (_label, customer, guest, expected) => {
    const merged = mergeCartLines(customer, guest);
    expect(shape(merged.lines)).toBe(expected);
    expect(merged.left).toEqual([]);
  });

  it("lines beyond the cart limit are handed back, not dropped silently", () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line(i + 1, `S${i}`, 1));
    const merged = mergeCartLines(full, [line(1, "S0", 1), line(2, "NEW", 1)]);
    expect(merged.lines).toHaveLength(MAX_CART_LINES);
    expect(merged.lines[0]!.qty).toBe(2);
    expect(merged.left.map((l) => l.sku)).toEqual(["NEW"]);
  });
});
