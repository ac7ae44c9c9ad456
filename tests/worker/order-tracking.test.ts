import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, call, cartWith, order, productWithStock, type OrderResult } from "./order-helpers.ts";

const TOKEN = "test-purge-token";

/** The built-in carrier's simulation: the operators' call that moves an order's parcel. */
const move = (number: string, body: unknown, token = TOKEN) =>
  SELF.fetch(`${ORIGIN}/ops/orders/${number}/shipment`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function placed(overrides: Record<string, unknown> = {}, store: "se" | "dk" = "se") {
  const product = await productWithStock(5);
  const cartId = await cartWith(product.sku, 1, store);
  const answer = await call<OrderResult>("POST", "/api/order", order(cartId, overrides, store));
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const prefix = store === "se" ? "" : `/${store}`;
  const receipt = async () => (await SELF.fetch(`${ORIGIN}${prefix}/confirmation?sid=${answer.json.result.increment_id}`, { headers: { cookie: `cart_${store}=${cartId}` } })).text();
  return { number: answer.json.result.increment_id, receipt };
}

const trackingOf = (html: string) => /<p class="order-tracking"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "") ?? null;

describe("tracking once the built-in carrier has shipped the order (issue 36 item 5)", () => {
  it("shows a home delivery's status and its tracking link on the receipt opened again, shipped then delivered", async () => {
    const { number, receipt } = await placed();
    expect(trackingOf(await receipt())).toBeNull();

    const shipped = await move(number, { status: "shipped" });
    expect(shipped.status).toBe(200);
    const { tracking } = (await shipped.json()) as { tracking: { number: string; status: string; url: string } };
    expect(tracking).toEqual({ number: expect.stringMatching(/^NP[0-9A-F]{16}$/), status: "shipped", url: `/bokning/${tracking.number}` });
    const shown = trackingOf(await receipt());
    expect(shown).toContain('<span class="badge badge--shipped">Skickad</span>');
    expect(shown).toContain(`<a href="/bokning/${tracking.number}" rel="noopener noreferrer">Spåra leveransen (${tracking.number})</a>`);

    expect((await move(number, { status: "delivered" })).status).toBe(200);
    expect(trackingOf(await receipt())).toContain('<span class="badge badge--delivered">Levererad</span>');
  });

  it("numbers a pickup-point parcel itself and shows the number without a link", async () => {
    const { number, receipt } = await placed({ shippingMethod: "pickup_point", pickupPointId: "DK-2001", deliveryDate: undefined, deliveryTimeslot: undefined }, "dk");
    const { tracking } = (await (await move(number, { status: "shipped" })).json()) as { tracking: { number: string; url: string | null } };
    expect(tracking.url).toBeNull();
    const shown = trackingOf(await receipt());
    expect(shown).toContain('<span class="badge badge--shipped">Afsendt</span>');
    expect(shown).toContain(`Pakkenummer ${tracking.number}`);
    expect(shown).not.toContain("<a ");
  });

  it("mails the shopper once per parcel, in the order's store language, with the carrier, the tracking link and the items", async () => {
    const { number } = await placed({}, "dk");
    const mails = async () =>
      (await env.DB.prepare("SELECT store_code, recipient, subject, text, html FROM mail_outbox WHERE kind = 'shipment' AND subject LIKE ?1").bind(`%${number}%`).all<{ store_code: string; recipient: string; subject: string; text: string; html: string }>()).results;
    expect(await mails()).toEqual([]);
    const { tracking } = (await (await move(number, { status: "shipped" })).json()) as { tracking: { number: string; url: string } };
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ store_code: "dk", recipient: "kund@example.se", subject: `Din ordre ${number} er på vej – Nordic Garden & Home` });
    expect(mail!.text).toContain(`Din ordre ${number} er afsendt.`);
    expect(mail!.text).toContain("Levering: Levering til døren");
    expect(mail!.text).toContain(`Pakkenummer ${tracking.number}`);
    expect(mail!.text).toContain(`${ORIGIN}/dk/bokning/${tracking.number}`);
    expect(mail!.text).toMatch(/\n[^\n]+: × 1\n/);
    expect(mail!.html).toContain(`href="${ORIGIN}/dk/bokning/${tracking.number}"`);
    // The same event again, then the delivery: the shopper already knows, nothing more is sent.
    expect((await move(number, { status: "shipped" })).status).toBe(200);
    expect((await move(number, { status: "delivered" })).status).toBe(200);
    expect(await mails()).toHaveLength(1);
  });

  it("mails a pickup-point parcel's number and where to fetch it, without a tracking link", async () => {
    const { number } = await placed({ shippingMethod: "pickup_point", pickupPointId: "DK-2001", deliveryDate: undefined, deliveryTimeslot: undefined }, "dk");
    const { tracking } = (await (await move(number, { status: "delivered" })).json()) as { tracking: { number: string } };
    const { results } = await env.DB.prepare("SELECT text FROM mail_outbox WHERE kind = 'shipment' AND subject LIKE ?1").bind(`%${number}%`).all<{ text: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.text).toContain(`Pakkenummer ${tracking.number}`);
    expect(results[0]!.text).toContain("Afhentes hos ");
    expect(results[0]!.text).not.toContain("/bokning/");
  });

  it.each([
    ["no purge token", "SE0000000001", { status: "shipped" }, "nope", 401, null],
    ["a status the carrier does not have", "SE0000000001", { status: "lost" }, TOKEN, 400, /^status: /],
    ["no status", "SE0000000001", {}, TOKEN, 400, /^status: /],
    ["not an order number", "x1", { status: "shipped" }, TOKEN, 400, /^number: /],
    ["an order the shop does not have", "SE0000000001", { status: "shipped" }, TOKEN, 404, /^number: no order SE0000000001/],
  ] as const)("refuses %s", async (_, number, body, token, status, message) => {
    const answer = await move(number, body, token);
    expect(answer.status).toBe(status);
    if (message) expect(((await answer.json()) as { error: string }).error).toMatch(message);
  });
});
