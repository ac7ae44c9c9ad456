import { FIELDS, queuedOrderContext } from "./queued-order-form.ts";
import { describe, expect, it } from "vitest";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import { createTranslator, type Dictionary } from "#core/i18n/translator.ts";
import enUS from "#locales/en-US.json" with { type: "json" };
import { rejectionMessage, rejectionReason } from "#app/offline/rejection-message.ts";
import { orderRequestBody, outcomeOfWithdraw, queuedOrderFrom, quotedTotal, readQueuedOrder, sendsWithoutAsking, stateAfterSend, awaitingSend, type QueuedOrder } from "#core/domain/offline-orders.ts";

const LINES = [
  { sku: "SO-1", qty: 2, name: "Bergfors soffa", unitPrice: 4995 },
  { sku: "HY-2", qty: 1, name: "Dyna", unitPrice: 199.5, chosen: { custom: { "3": ["12"] }, bundle: {} }, options: [{ label: "Färg", value: "Grå" }] },
];


const CONTEXT = queuedOrderContext(LINES);

function queuedOrder(): QueuedOrder {
  const made = queuedOrderFrom(FIELDS, CONTEXT);
  if (!made.ok) throw new Error("the example order must be valid");
  return made.order;
}

describe("the total a queued order is agreed at", () => {
  it.each([
    ["lines plus delivery", LINES, 0, 695, 4995 * 2 + 199.5 + 695],
    ["less the discount", LINES, 1000, 695, 4995 * 2 + 199.5 + 695 - 1000],
    ["to the cent", [{ qty: 3, unitPrice: 0.1 }], 0, 0, 0.3],
    ["never below zero", [{ qty: 1, unitPrice: 10 }], 50, 0, 0],
  ])("%s", (_, lines, discount, shipping, total) => {
    expect(quotedTotal(lines, discount, shipping)).toBe(total);
  });

  it.each([
    ["in whole kronor, as the server rounds a Swedish cart", 0, 4995 * 2 + 200 + 695],
    ["in cents, as for euro", 2, 4995 * 2 + 199.5 + 695],
  ])("%s", (_, digits, total) => {
    expect(quotedTotal(LINES, 0, 695, digits)).toBe(total);
  });
});

describe("when queued orders are sent (SPEC §4 'Online again')", () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true],
    [false, false, false],
  ])("automatic %s, on the thank-you page %s: sent without asking %s", (automatic, thankYou, sent) => {
    expect(sendsWithoutAsking(automatic, thankYou)).toBe(sent);
  });

  it("sends queued orders only: a changed total waits for the shopper, placed and rejected ones are done", () => {
    const order = queuedOrder();
    const orders: QueuedOrder[] = [
      order,
      { ...order, id: "b", state: { status: "confirm", newTotal: 1 } },
      { ...order, id: "c", state: { status: "placed", incrementId: "SE1", grandTotal: 1 } },
      { ...order, id: "d", state: { status: "rejected", reason: "refused", message: "no" } },
    ];
    expect(awaitingSend(orders).map((o) => o.id)).toEqual([order.id]);
  });
});

const SHORT = refusal("notAllInStock", { lines: [{ sku: "SO-1", available: 1 }] });
const CHANGED = refusal("keyChanged", { at: "2026-11-28T12:00:00.000Z", incrementId: "SE1" });
const ZIP = refusal("formField", { field: "zipCode", key: "checkout.errors.zipDigits", values: { digits: 5 }, message: "Enter a 5-digit zip" });

describe("what an answer means for a queued order", () => {
  it.each([
    ["placed", 200, { result: { increment_id: "SE123", grand_total: 10_879.5 } }, { status: "placed", incrementId: "SE123", grandTotal: 10_879.5 }],
    ["placed again (the same key sent twice): the same order", 200, { result: { increment_id: "SE123", grand_total: 1 } }, { status: "placed", incrementId: "SE123", grandTotal: 1 }],
    ["200 without an order: asked again", 200, { result: "ok" }, "retry"],
    ["the total changed: the shopper confirms", 409, { result: "quotedTotal: …", error_code: "price_changed", grand_total: 11_000 }, { status: "confirm", newTotal: 11_000 }],
    ["sold out meanwhile: rejected with the reason", 409, { result: "Not all cart items are in stock. SO-1: Out of the stock!", error_code: "out_of_stock" }, { status: "rejected", reason: "out_of_stock", message: "Not all cart items are in stock. SO-1: Out of the stock!" }],
    ["another send of the key under way: later", 409, { result: "idempotencyKey: …", error_code: "busy" }, "retry"],
    ["cancelled by the shopper (its withdrawal's answer was lost): it leaves the queue", 409, { result: "idempotencyKey: …", error_code: "withdrawn" }, "withdrawn"],
    ["a key another order took: rejected, never sent again", 409, { result: "idempotencyKey: …", error_code: "key_reused" }, { status: "rejected", reason: "refused", message: "idempotencyKey: …" }],
    ["this order on its way to the shop system right now: later, when it answers as placed", 409, { result: "idempotencyKey: …", error_code: "pending" }, "retry"],
    ["sent to the shop system without an answer: never sent again, the message says where to ask", 409, { result: "idempotencyKey: sent without an answer…", error_code: "unanswered" }, { status: "rejected", reason: "refused", message: "idempotencyKey: sent without an answer…" }],
    [
      "its key placed an order from another body (decision 0032): rejected, naming that order",
      422,
      { result: "idempotencyKey: this idempotency key placed order SE1 …", error_code: "key_changed", refusal: CHANGED },
      { status: "rejected", reason: "refused", message: "idempotencyKey: this idempotency key placed order SE1 …", refusal: CHANGED },
    ],
    ["a rule refuses it: rejected with the server's words", 400, { result: "zipCode: Enter a 5-digit postcode" }, { status: "rejected", reason: "refused", message: "zipCode: Enter a 5-digit postcode" }],
    [
      "sold out meanwhile, said as a code too: rejected with both",
      409,
      { result: "Not all cart items are in stock. SO-1: Only 1 available", refusal: SHORT, error_code: "out_of_stock" },
      { status: "rejected", reason: "out_of_stock", message: "Not all cart items are in stock. SO-1: Only 1 available", refusal: SHORT },
    ],
    ["a rule refuses it, said as a code too", 400, { result: "zipCode: Enter a 5-digit zip", refusal: ZIP }, { status: "rejected", reason: "refused", message: "zipCode: Enter a 5-digit zip", refusal: ZIP }],
    ["a refusal code this build does not know: the server's words only", 400, { result: "zipCode: …", refusal: { code: "fromTheFuture", params: {} } }, { status: "rejected", reason: "refused", message: "zipCode: …" }],
    ["no connection", 0, null, "retry"],
    ["the server in trouble", 500, { result: "Internal error" }, "retry"],
    ["a gateway's HTML error page", 502, null, "retry"],
    ["too many requests", 429, { result: "Too many attempts" }, "retry"],
    ["the session ended meanwhile: sent again as a guest", 401, { result: "token: …" }, "retry"],
  ] as const)("%s", (_, status, body, state) => {
    expect(stateAfterSend({ status, body })).toEqual(state);
  });
});

describe("what the server's answer to a withdrawal means for cancelling a queued order", () => {
  it.each([
    ["withdrawn: it is never placed, the order goes", 200, { result: { withdrawn: true } }, { outcome: "withdrawn" }],
    ["placed after all (its answer was lost): it stays, placed", 409, { result: { increment_id: "SE123", grand_total: 10_879 }, error_code: "placed" }, { outcome: "placed", state: { status: "placed", incrementId: "SE123", grandTotal: 10_879 } }],
    ["'placed' without the order: not trusted", 409, { result: "placed", error_code: "placed" }, { outcome: "unconfirmed" }],
    ["the key is another order's: ours can never be placed under it", 409, { result: "idempotencyKey: …", error_code: "key_reused" }, { outcome: "withdrawn" }],
    ["on its way to the shop system, or sent without an answer: it stays queued", 409, { result: "idempotencyKey: …", error_code: "unanswered" }, { outcome: "unconfirmed" }],
    ["no connection: it stays queued", 0, null, { outcome: "unconfirmed" }],
    ["the server in trouble: it stays queued", 503, { result: "Service unavailable" }, { outcome: "unconfirmed" }],
    ["a gateway's HTML page: it stays queued", 502, null, { outcome: "unconfirmed" }],
    ["a request the server does not take: it stays queued", 400, { result: "cartId: …" }, { outcome: "unconfirmed" }],
  ] as const)("%s", (_, status, body, outcome) => {
    expect(outcomeOfWithdraw({ status, body })).toEqual(outcome);
  });
});

describe("queuing a checkout form", () => {
  it("queues the order with its key, lines, form and agreed total, shown as queued", () => {
    const order = queuedOrder();
    expect(order).toMatchObject({ id: "key-12345678", store: "se", fileId: "file-1", quotedTotal: 4995 * 2 + 200 + 695, sendTried: false, state: { status: "queued" } });
    expect(order.form).toMatchObject({ customer: { type: "private", email: "asa@example.se", company: null }, shippingAddress: { zipCode: "412 63", country: "SE" }, paymentMethod: "cashondelivery" });
  });

  it.each([
    ["a missing first name", { firstName: "" }, ["firstName"]],
    ["a Danish postcode in Sweden", { zipCode: "2100" }, ["zipCode"]],
    ["terms not accepted", { acceptTerms: "" }, ["terms"]],
    ["a business without company and VAT number", { customerType: "business" }, ["company", "taxId"]],
    ["a delivery day no longer offered", { deliveryDate: "2026-06-14" }, ["deliveryDate"]],
    ["no timeslot", { deliveryTimeslot: "" }, ["deliveryTimeslot"]],
  ])("names the fields of %s", (_, change, fields) => {
    const made = queuedOrderFrom({ ...FIELDS, ...change }, CONTEXT);
    expect(made.ok).toBe(false);
    expect("errors" in made ? made.errors.map((e) => e.field) : made).toEqual(fields);
  });

  it.each([
    ["a payment made first (card)", { paymentMethod: "hosted_checkout" }, CONTEXT, "payment"],
    ["an account to create", { createAccount: "on", password: "Trädgård-2026!", passwordConfirmation: "Trädgård-2026!" }, CONTEXT, "account"],
    ["an empty cart", {}, { ...CONTEXT, lines: [] }, "empty"],
    ["a private invoice (its identity number is never kept on the device)", { paymentMethod: "invoice_later" }, CONTEXT, "identity"],
  ])("cannot queue %s", (_, change, context, refusal) => {
    expect(queuedOrderFrom({ ...FIELDS, ...change }, context)).toEqual({ ok: false, refusal });
  });

  it("carries the pickup point of a pickup-point delivery, and asks for one", () => {
    const made = queuedOrderFrom({ ...FIELDS, shippingMethod: "pickup_point", deliveryDate: "", deliveryTimeslot: "", pickupPointId: "SE-4001" }, CONTEXT);
    expect(made.ok && made.order.form.pickupPointId).toBe("SE-4001");
    expect(made.ok && orderRequestBody(made.order)).toMatchObject({ shippingMethod: "pickup_point", pickupPointId: "SE-4001" });
    const without = queuedOrderFrom({ ...FIELDS, shippingMethod: "pickup_point" }, CONTEXT);
    expect("errors" in without ? without.errors.map((e) => e.field) : without).toEqual(["pickupPointId"]);
    // Another method sends none, whatever the form still holds.
    const home = queuedOrderFrom({ ...FIELDS, pickupPointId: "SE-4001" }, CONTEXT);
    expect(home.ok && orderRequestBody(home.order)).not.toHaveProperty("pickupPointId");
  });

  it("carries a billing address apart from the delivery, checked like it; none while 'same as delivery' is ticked", () => {
    const billing = { billingFirstName: "Erik", billingLastName: "Lind", billingStreet: "Kungsgatan 4", billingApartment: "", billingZipCode: "41119", billingCity: "Göteborg" };
    const made = queuedOrderFrom({ ...FIELDS, ...billing }, CONTEXT);
    const expected = { firstname: "Erik", lastname: "Lind", street: "Kungsgatan 4", apartment: null, zipCode: "41119", city: "Göteborg", country: "SE" };
    expect(made.ok && orderRequestBody(made.order)).toMatchObject({ billingAddress: expected });
    expect(made.ok && readQueuedOrder(JSON.parse(JSON.stringify(made.order)))?.form.billingAddress).toEqual(expected);
    const badZip = queuedOrderFrom({ ...FIELDS, ...billing, billingZipCode: "4111" }, CONTEXT);
    expect("errors" in badZip ? badZip.errors.map((e) => e.field) : badZip).toEqual(["billingZipCode"]);
    const same = queuedOrderFrom({ ...FIELDS, ...billing, billingSame: "on" }, CONTEXT);
    expect(same.ok && orderRequestBody(same.order)).not.toHaveProperty("billingAddress");
  });

  it("asks no delivery slot of a showroom pickup", () => {
    const made = queuedOrderFrom({ ...FIELDS, shippingMethod: "showroom_1", deliveryDate: "", deliveryTimeslot: "" }, CONTEXT);
    expect(made.ok).toBe(true);
  });
});

describe("a queued order as sent", () => {
  it("is POST /api/order with its products (options in vue-storefront's shape), store, key and agreed total", () => {
    const body = orderRequestBody(queuedOrder());
    expect(body).toMatchObject({ idempotencyKey: "key-12345678", cartId: "file-1", storeCode: "se", quotedTotal: 4995 * 2 + 200 + 695, acceptTerms: true, deliveryDate: "2026-06-17" });
    expect(body.products).toEqual([
      { sku: "SO-1", qty: 2 },
      { sku: "HY-2", qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 3, option_value: "12" }], bundle_options: [] } } },
    ]);
  });

  it("sends no delivery slot with a pickup", () => {
    const made = queuedOrderFrom({ ...FIELDS, shippingMethod: "showroom_1" }, CONTEXT);
    expect(made.ok && orderRequestBody(made.order)).not.toHaveProperty("deliveryDate");
  });
});

describe("a stored queued order read back", () => {
  it("reads back what was stored", () => {
    const order = queuedOrder();
    expect(readQueuedOrder(JSON.parse(JSON.stringify(order)))).toEqual(order);
  });

  it("reads back a rejection with its refusal, and one stored without (an earlier build's)", () => {
    const rejected = { ...queuedOrder(), state: { status: "rejected" as const, reason: "out_of_stock" as const, message: "Not all…", refusal: SHORT } };
    expect(readQueuedOrder(JSON.parse(JSON.stringify(rejected)))).toEqual(rejected);
    const { refusal: _none, ...earlier } = rejected.state;
    expect(readQueuedOrder({ ...rejected, state: earlier })?.state).toEqual(earlier);
    expect(readQueuedOrder({ ...rejected, state: { ...earlier, refusal: { code: "qty" } } })?.state).toEqual(earlier);
  });

  it("takes an entry stored before sends were remembered as possibly sent (a cancel asks the server first)", () => {
    const { sendTried, ...older } = queuedOrder();
    expect(readQueuedOrder(JSON.parse(JSON.stringify(older)))).toEqual({ ...older, sendTried: true });
    expect(readQueuedOrder({ ...queuedOrder(), sendTried: true })?.sendTried).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["a string", "order"],
    ["an entry without lines (another build's shape)", { ...queuedOrder(), lines: undefined, items: LINES }],
    ["a line with a negative quantity", { ...queuedOrder(), lines: [{ ...LINES[0], qty: -1 }] }],
    ["a payment that needs a connection", { ...queuedOrder(), form: { ...queuedOrder().form, paymentMethod: "hosted_checkout" } }],
    ["an unknown state", { ...queuedOrder(), state: { status: "sent" } }],
    ["a short key", { ...queuedOrder(), id: "k" }],
    ["a total that is not a number", { ...queuedOrder(), quotedTotal: "100" }],
  ])("lets go of %s", (_, stored) => {
    expect(readQueuedOrder(stored)).toBeNull();
  });
});

describe("why a queued order was rejected, as the shopper reads it", () => {
  const en = createTranslator("en-US", enUS as Dictionary);
  const rejected = (reason: "out_of_stock" | "refused", message: string, said?: Refusal) => ({ status: "rejected" as const, reason, message, ...(said ? { refusal: said } : {}) });
  it.each([
    ["what is short, from its code", rejected("out_of_stock", "Not all cart items are in stock. SO-1: Only 1 available", SHORT), "Some items are no longer in stock. SO-1: Only 1 available", "Some items are no longer in stock. SO-1: Only 1 available"],
    ["what is short, from an answer without a code", rejected("out_of_stock", "Not all cart items are in stock. SO-1: Only 1 available"), "Some items are no longer in stock. Not all cart items are in stock. SO-1: Only 1 available", "Not all cart items are in stock. SO-1: Only 1 available"],
    ["a form rule, from its code", rejected("refused", "zipCode: Enter a 5-digit zip", ZIP), "The order could not be placed: Enter a 5-digit postcode", "Enter a 5-digit postcode"],
    ["a reused key, from its code", rejected("refused", "idempotencyKey: this idempotency key belongs to another cart's order", refusal("keyReused")), `The order could not be placed: ${en("checkout.staleForm")}`, en("checkout.staleForm")],
    ["the order system's refusal, from its code (its words are not shown)", rejected("refused", "order: Error while adding billing address. x", refusal("orderSystemRefused", { step: "billingAddress", message: "Error while adding billing address. x" })), `The order could not be placed: ${en("checkout.refused.orderSystem.billingAddress")}`, en("checkout.refused.orderSystem.billingAddress")],
    ["sent without an answer: it may exist, never 'could not be placed'", rejected("refused", "idempotencyKey: sent without an answer", refusal("orderUnanswered")), en("checkout.refused.unanswered"), en("checkout.refused.unanswered")],
    ["its key placed another body's order: that order named, never 'could not be placed'", rejected("refused", "idempotencyKey: …", CHANGED), en("checkout.refused.keyChanged", { incrementId: "SE1" }), en("checkout.refused.keyChanged", { incrementId: "SE1" })],
    ["a refusal without a code: the server's words", rejected("refused", "products.0.sku: gone"), "The order could not be placed: products.0.sku: gone", "products.0.sku: gone"],
  ])("%s", (_, state, onThePage, inTheNotice) => {
    expect(rejectionMessage(state, en)).toBe(onThePage);
    expect(rejectionReason(state, en)).toBe(inTheNotice);
  });
});
