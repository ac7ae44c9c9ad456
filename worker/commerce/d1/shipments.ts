import { HOME_DELIVERY } from "#core/domain/delivery-slots.ts";
import type { Shipment, ShipmentBooking, ShipmentStatus, ShipmentTracking } from "#core/port/index.ts";
import { STORE_VIEWS, storePath, type StoreCode } from "#core/stores.ts";

/** A new shipment number for a home delivery: the built-in carrier's prefix and 64 random bits. */
export function newShipmentNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `NP${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase()}`;
}

/** Shipment numbers as newShipmentNumber writes them; anything else is unknown without asking D1. */
const SHIPMENT_NUMBER = /^NP[0-9A-F]{16}$/;

interface ShipmentRow {
  shipment_number: string;
  increment_id: string;
  store_code: Shipment["store"];
  booking_until: string;
  status: string;
  shipping_address: string;
  delivery_date: string | null;
  delivery_timeslot: string | null;
}

const COLUMNS = "shipment_number, increment_id, store_code, booking_until, status, shipping_address, delivery_date, delivery_timeslot";

const shipmentOf = (row: ShipmentRow): Shipment => ({
  shipmentNumber: row.shipment_number,
  orderNumber: row.increment_id,
  store: row.store_code,
  lastDay: row.booking_until,
  delivered: row.status === "delivered",
  productCode: HOME_DELIVERY,
  address: JSON.parse(row.shipping_address) as Shipment["address"],
  booked: row.delivery_date && row.delivery_timeslot ? { date: row.delivery_date, timeslot: row.delivery_timeslot } : null,
});

export async function readShipment(db: D1Database, shipmentNumber: string): Promise<Shipment | null> {
  if (!SHIPMENT_NUMBER.test(shipmentNumber)) return null;
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders WHERE shipment_number = ?1`).bind(shipmentNumber).first<ShipmentRow>();
  return row ? shipmentOf(row) : null;
}

/**
 * The booking is logged and the order's day and slot change, in one batch, only while the shipment is
 * as it was read: booked as `from`, not delivered, its link still open and its day not come.
 */
export async function bookShipment(db: D1Database, shipmentNumber: string, change: ShipmentBooking): Promise<Shipment | null> {
  if (!SHIPMENT_NUMBER.test(shipmentNumber)) return null;
  const { from, to, today, lateChange } = change;
  const unchanged = `shipment_number = ?1 AND status <> 'delivered' AND booking_until >= ?2 AND delivery_date IS ?3 AND delivery_timeslot IS ?4 AND (delivery_date IS NULL OR delivery_date > ?2)`;
  const expected = [shipmentNumber, today, from?.date ?? null, from?.timeslot ?? null];
  const [, updated] = await db.batch<ShipmentRow>([
    db
      .prepare(
        `INSERT INTO delivery_bookings (shipment_number, delivery_date, delivery_timeslot, late_change, booked_at)
         SELECT ?1, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM orders WHERE ${unchanged})`,
      )
      .bind(...expected, to.date, to.timeslot, lateChange ? 1 : 0, new Date().toISOString()),
    db.prepare(`UPDATE orders SET delivery_date = ?5, delivery_timeslot = ?6 WHERE ${unchanged} RETURNING ${COLUMNS}`).bind(...expected, to.date, to.timeslot),
  ]);
  const row = updated?.results[0];
  return row ? shipmentOf(row) : null;
}

interface TrackingRow {
  tracking_number: string;
  status: ShipmentStatus;
  store_code: StoreCode;
  shipment_number: string | null;
}

/**
 * The built-in carrier's tracking of an order. Its page of a home delivery is the shop's delivery page
 * (/bokning/{shipment number}); a parcel it numbered itself (a pickup-point order) has no page.
 */
export async function readTracking(db: D1Database, orderNumber: string): Promise<ShipmentTracking | null> {
  const row = await db
    .prepare("SELECT t.tracking_number, t.status, o.store_code, o.shipment_number FROM order_tracking t JOIN orders o ON o.increment_id = t.increment_id WHERE t.increment_id = ?1")
    .bind(orderNumber)
    .first<TrackingRow>();
  if (!row) return null;
  const page = row.tracking_number === row.shipment_number ? storePath(STORE_VIEWS[row.store_code], `/bokning/${row.tracking_number}`) : null;
  return { number: row.tracking_number, status: row.status, url: page };
}

/**
 * The carrier simulation (docs/operations.md): the order's parcel moves to `status`, numbered on its
 * first move by the home delivery's shipment number or a new one. null for an order the shop does not have.
 */
export async function moveShipment(db: D1Database, orderNumber: string, status: ShipmentStatus, now: string): Promise<ShipmentTracking | null> {
  await db
    .prepare(
      `INSERT INTO order_tracking (increment_id, tracking_number, status, updated_at)
       SELECT increment_id, COALESCE(shipment_number, ?2), ?3, ?4 FROM orders WHERE increment_id = ?1
       ON CONFLICT (increment_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
    )
    .bind(orderNumber, newShipmentNumber(), status, now)
    .run();
  return readTracking(db, orderNumber);
}
