import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookShipment } from "#worker/commerce/d1/shipments.ts";
import { ORIGIN, call, cartWith, order, productWithStock } from "./order-helpers.ts";

// The worker's calendar is pinned to Monday 2026-06-15 (vitest.worker.config.ts).
interface Validation { message: string; bookingId: string; orderNumber: string; product_code: string; postcode: string; booked: { date: string; timeslot: string } | null; lastBookingDay: string; cancellationFeeMayApply: boolean }

/** A home delivery placed through the API, and the booking link its confirmation mail carries. */
async function homeDelivery(overrides: Record<string, unknown> = {}, store: "se" | "dk" = "se") {
  const product = await productWithStock(20);
  const email = `bokning-${crypto.randomUUID().slice(0, 8)}@example.se`;
  const body = order(await cartWith(product.sku, 1, store), { customer: { type: "private", email, firstname: "Åsa", lastname: "Lind", phone: "0701234567" }, ...overrides }, store);
  const placed = await call<{ increment_id: string; booking: { booking_id: string; last_day: string } | null }>("POST", `/api/order?storeCode=${store}`, body);
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  const mail = (await env.DB.prepare("SELECT text, html FROM mail_outbox WHERE recipient = ?1").bind(email).first<{ text: string; html: string }>())!;
  const link = /https?:\/\/\S+\/bokning\/(NP[0-9A-F]{16})/.exec(mail.text);
  // The API's answer names the same booking as the mail.
  expect(placed.json.result.booking?.booking_id ?? null).toBe(link?.[1] ?? null);
  return { orderNumber: placed.json.result.increment_id, mail, link: link?.[0] ?? null, bookingId: link?.[1] ?? "" };
}

const validate = (bookingId: string) => SELF.fetch(`${ORIGIN}/api/booking/validateOrder?bookingId=${encodeURIComponent(bookingId)}`).then(async (r) => ({ status: r.status, json: (await r.json()) as { code: number; resultCode: string; result: Validation } }));
const submit = (body: unknown) => call<{ message: string; booked: { date: string; timeslot: string }; cancellationFeeMayApply: boolean }>("POST", "/api/booking/submission", body);
const bookings = (bookingId: string) =>
  env.DB.prepare("SELECT delivery_date, delivery_timeslot, late_change FROM delivery_bookings WHERE shipment_number = ?1 ORDER BY id").bind(bookingId).all().then((r) => r.results);
const setOrder = (bookingId: string, column: "delivery_date" | "booking_until" | "status", value: string) =>
  env.DB.prepare(`UPDATE orders SET ${column} = ?2 WHERE shipment_number = ?1`).bind(bookingId, value).run();

describe("the booking link in the order confirmation", () => {
  it("is mailed with a home delivery, valid 14 days, and never with a pickup-point delivery", async () => {
    const home = await homeDelivery();
    expect(home.link).toBe(`${ORIGIN}/bokning/${home.bookingId}`);
    expect(home.mail.text).toContain("Boka eller ändra leveransen");
    expect(home.mail.text).toContain("till och med måndag 29 juni");
    expect(home.mail.html).toContain(`href="${home.link}"`);
    const pickup = await homeDelivery({ shippingMethod: "pickup_point", pickupPointId: "SE-4001", deliveryDate: undefined, deliveryTimeslot: undefined });
    expect(pickup.link).toBeNull();
  });

  it("leads a Danish customer to the Danish store's booking page", async () => {
    const home = await homeDelivery({}, "dk");
    expect(home.link).toBe(`${ORIGIN}/dk/bokning/${home.bookingId}`);
  });
});

describe("GET /api/booking/validateOrder", () => {
  it("answers a booked delivery with resultCode already_booked and what is booked", async () => {
    const { bookingId, orderNumber } = await homeDelivery();
    const answer = await validate(bookingId);
    expect(answer.status).toBe(200);
    expect(answer.json.resultCode).toBe("already_booked");
    expect(answer.json.result).toEqual({
      message: "The home delivery is booked; another day can still be chosen",
      bookingId,
      orderNumber,
      product_code: "home_delivery",
      postcode: "412 63",
      booked: { date: "2026-06-17", timeslot: "18-22" },
      lastBookingDay: "2026-06-29",
      cancellationFeeMayApply: false,
    });
    // The id is read as the mail writes it, whatever the case or spaces around it.
    expect((await validate(` ${bookingId.toLowerCase()} `)).json.resultCode).toBe("already_booked");
  });

  it.each([
    ["the link has run out", "booking_until", "2026-06-14"],
    ["the booked day has come", "delivery_date", "2026-06-15"],
    ["the order was delivered", "status", "delivered"],
  ] as const)("answers too_late when %s", async (_name, column, value) => {
    const { bookingId } = await homeDelivery();
    await setOrder(bookingId, column, value);
    const answer = await validate(bookingId);
    expect(answer.status).toBe(200);
    expect(answer.json.resultCode).toBe("too_late");
    expect(answer.json.result.message).toMatch(/expired or the delivery is under way/);
  });

  it("answers an unknown id 404 with resultCode unknown, and a missing one 400", async () => {
    for (const id of ["NP0000000000000000", "SE000123", "../../etc", "x".repeat(300)]) {
      const answer = await validate(id);
      expect(answer.status, id).toBe(404);
      expect(answer.json.resultCode).toBe("unknown");
      expect(answer.json.result.message).toMatch(/No home delivery has this booking id/);
    }
    const missing = await call("GET", "/api/booking/validateOrder");
    expect(missing.status).toBe(400);
    expect(missing.json.result).toBe("bookingId: Field is required");
  });
});

describe("POST /api/booking/submission", () => {
  it("moves a booked delivery to another offered day and slot, and logs the booking", async () => {
    const { bookingId } = await homeDelivery();
    const answer = await submit({ bookingId, date: "2026-06-20", timeslot: "14-18" });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toMatchObject({ message: "The home delivery is booked", booked: { date: "2026-06-20", timeslot: "14-18" }, cancellationFeeMayApply: false });
    expect((await validate(bookingId)).json.result.booked).toEqual({ date: "2026-06-20", timeslot: "14-18" });
    expect(await bookings(bookingId)).toEqual([{ delivery_date: "2026-06-20", delivery_timeslot: "14-18", late_change: 0 }]);
  });

  it("books a delivery no day was booked for yet (resultCode valid before)", async () => {
    const { bookingId } = await homeDelivery();
    await env.DB.prepare("UPDATE orders SET delivery_date = NULL, delivery_timeslot = NULL WHERE shipment_number = ?1").bind(bookingId).run();
    expect((await validate(bookingId)).json.resultCode).toBe("valid");
    expect((await submit({ bookingId, date: "2026-06-16", timeslot: "10-14" })).status).toBe(200);
    expect((await validate(bookingId)).json.resultCode).toBe("already_booked");
  });

  it("asks for the cancellation fee to be accepted when the booked day is tomorrow", async () => {
    const { bookingId } = await homeDelivery();
    await setOrder(bookingId, "delivery_date", "2026-06-16");
    expect((await validate(bookingId)).json.result.cancellationFeeMayApply).toBe(true);
    const refused = await submit({ bookingId, date: "2026-06-22", timeslot: "10-14" });
    expect(refused.status).toBe(400);
    expect(refused.json.result).toBe("acceptCancellationFee: Accept that changing the delivery day this late may cost a cancellation fee");
    // Keeping the booked slot is no change: nothing to accept, nothing logged.
    expect((await submit({ bookingId, date: "2026-06-16", timeslot: "18-22" })).status).toBe(200);
    expect(await bookings(bookingId)).toEqual([]);
    const moved = await submit({ bookingId, date: "2026-06-22", timeslot: "10-14", acceptCancellationFee: true });
    expect(moved.status).toBe(200);
    expect(moved.json.result.cancellationFeeMayApply).toBe(true);
    expect((await bookings(bookingId)).map((b) => b.late_change)).toEqual([1]);
    // The same answer sent again (a reload) books nothing new.
    expect((await submit({ bookingId, date: "2026-06-22", timeslot: "10-14" })).status).toBe(200);
    expect(await bookings(bookingId)).toHaveLength(1);
  });

  // ID stands for the shipment's own booking id.
  it.each([
    ["no body", undefined, /^the body must be JSON/],
    ["no bookingId", { date: "2026-06-20", timeslot: "10-14" }, /^bookingId: Field is required$/],
    ["no date", { bookingId: "ID", timeslot: "10-14" }, /^date: Field is required$/],
    ["an empty date", { bookingId: "ID", date: " ", timeslot: "10-14" }, /^date: Field is required$/],
    ["a Sunday", { bookingId: "ID", date: "2026-06-21", timeslot: "10-14" }, /^date: Choose one of the offered delivery days and times$/],
    ["more than 14 days ahead", { bookingId: "ID", date: "2026-06-30", timeslot: "10-14" }, /^date: Choose one of the offered/],
    ["a date that is no date", { bookingId: "ID", date: "2026-02-30", timeslot: "10-14" }, /^date: Choose one of the offered/],
    ["an unknown timeslot", { bookingId: "ID", date: "2026-06-20", timeslot: "08-10" }, /^timeslot: Choose one of the offered/],
    ["a fee answer that is not true or false", { bookingId: "ID", date: "2026-06-20", timeslot: "10-14", acceptCancellationFee: "yes" }, /^acceptCancellationFee: must be true or false$/],
  ])("refuses %s with 400 naming the field", async (_name, fields, message) => {
    const { bookingId } = await homeDelivery();
    const body = fields && ("bookingId" in fields ? { ...fields, bookingId } : fields);
    const answer = await submit(body);
    expect(answer.status).toBe(400);
    expect(answer.json.result).toMatch(message);
    expect(await bookings(bookingId)).toEqual([]);
  });

  it("refuses an unknown id with 404 and a link that is too late with 409", async () => {
    expect((await submit({ bookingId: "NP0000000000000000", date: "2026-06-20", timeslot: "10-14" })).status).toBe(404);
    const { bookingId } = await homeDelivery();
    await setOrder(bookingId, "booking_until", "2026-06-14");
    const late = await submit({ bookingId, date: "2026-06-20", timeslot: "10-14" });
    expect(late.status).toBe(409);
    expect(late.json.result).toMatch(/expired/);
    expect(await bookings(bookingId)).toEqual([]);
  });
});

describe("booking a shipment in D1 (the embedded carrier)", () => {
  it("writes nothing when the shipment changed since it was read: booked elsewhere, delivered or due", async () => {
    const { bookingId } = await homeDelivery();
    const booked = { date: "2026-06-17", timeslot: "18-22" };
    const move = (from: { date: string; timeslot: string } | null, today = "2026-06-15") => bookShipment(env.DB, bookingId, { from, to: { date: "2026-06-19", timeslot: "10-14" }, today, lateChange: false });
    // Read before another tab moved it: the stale booking is refused.
    expect(await move({ date: "2026-06-18", timeslot: "18-22" })).toBeNull();
    expect(await move(null)).toBeNull();
    // Its day has come meanwhile.
    expect(await move(booked, "2026-06-17")).toBeNull();
    await setOrder(bookingId, "status", "delivered");
    expect(await move(booked)).toBeNull();
    expect(await bookings(bookingId)).toEqual([]);
    await setOrder(bookingId, "status", "pending");
    expect((await move(booked))?.booked).toEqual({ date: "2026-06-19", timeslot: "10-14" });
    expect(await bookings(bookingId)).toHaveLength(1);
  });
});

describe("the booking page /bokning/:shipmentNumber (works without JavaScript)", () => {
  const page = (path: string, form?: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}${path}`, form ? { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) } : {}).then(async (r) => ({
      status: r.status,
      cacheControl: r.headers.get("Cache-Control") ?? "",
      html: await r.text(),
    }));

  it("shows the booking, offers the days and slots, and books a new day with the success message", async () => {
    const { bookingId, orderNumber } = await homeDelivery();
    const shown = await page(`/bokning/${bookingId}`);
    expect(shown.status).toBe(200);
    expect(shown.cacheControl).toMatch(/no-store/);
    expect(shown.html).toContain("<title>Boka din hemleverans");
    expect(shown.html).toContain('content="noindex"');
    expect(shown.html).toContain(orderNumber);
    expect(shown.html).toContain("onsdag 17 juni, 18–22");
    expect(shown.html).toContain("till och med måndag 29 juni");
    // Tomorrow to 14 days ahead, Sundays left out: 12 days; three slots.
    expect(shown.html.match(/name="date"/g)).toHaveLength(12);
    expect(shown.html.match(/name="timeslot"/g)).toHaveLength(3);
    expect(shown.html).not.toContain("acceptCancellationFee");

    const booked = await page(`/bokning/${bookingId}`, { date: "2026-06-19", timeslot: "10-14" });
    expect(booked.status).toBe(200);
    expect(booked.html).toContain("Tack! Din hemleverans är bokad till fredag 19 juni, 10–14.");
    expect((await validate(bookingId)).json.result.booked).toEqual({ date: "2026-06-19", timeslot: "10-14" });
  });

  it("shows the cancellation-fee notice the day before, and refuses a late move until it is accepted", async () => {
    const { bookingId } = await homeDelivery();
    await setOrder(bookingId, "delivery_date", "2026-06-16");
    const shown = await page(`/bokning/${bookingId}`);
    expect(shown.html).toContain("Ändrar du dagen nu kan en avbokningsavgift tillkomma.");
    const refused = await page(`/bokning/${bookingId}`, { date: "2026-06-18", timeslot: "10-14" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Bekräfta att du känner till avbokningsavgiften");
    const moved = await page(`/bokning/${bookingId}`, { date: "2026-06-18", timeslot: "10-14", acceptCancellationFee: "on" });
    expect(moved.status).toBe(200);
    expect(moved.html).toContain("så en avbokningsavgift kan tillkomma");
  });

  it("answers a bad choice 400 with the field's message, an unknown link 404 and an expired one with the failure message", async () => {
    const { bookingId } = await homeDelivery();
    const sunday = await page(`/bokning/${bookingId}`, { date: "2026-06-21", timeslot: "10-14" });
    expect(sunday.status).toBe(400);
    expect(sunday.html).toContain("Välj en av de erbjudna dagarna och tiderna");
    const unknown = await page("/bokning/NP0000000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("Vi hittar ingen hemleverans med den här länken.");
    await setOrder(bookingId, "booking_until", "2026-06-14");
    const expired = await page(`/bokning/${bookingId}`);
    expect(expired.status).toBe(200);
    expect(expired.html).toContain("länken har gått ut eller leveransen är redan på väg");
    expect(expired.html).not.toContain('name="date"');
    const lateSubmit = await page(`/bokning/${bookingId}`, { date: "2026-06-19", timeslot: "10-14" });
    expect(lateSubmit.status).toBe(409);
  });

  it("sends the link of another store's order to that store's page", async () => {
    const { bookingId } = await homeDelivery({}, "dk");
    const response = await SELF.fetch(`${ORIGIN}/fi/bokning/${bookingId}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/dk/bokning/${bookingId}`);
  });

  it("speaks Danish in the Danish store", async () => {
    const { bookingId } = await homeDelivery({}, "dk");
    const shown = await page(`/dk/bokning/${bookingId}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("<title>Book din hjemmelevering");
    expect(shown.html).toContain("onsdag 17. juni, 18–22");
  });
});
