-- Home deliveries are booked (or moved) after the order through a mailed link (issue 17,
-- /bokning/:shipmentNumber). The shipment number is the link's id: random, so nobody can guess
-- another customer's link. booking_until is the link's last day (14 days from the order day; the
-- shop's calendar is the UTC date, as catalog.today() is). Home deliveries placed before this migration get both too.
ALTER TABLE orders ADD COLUMN shipment_number TEXT;
ALTER TABLE orders ADD COLUMN booking_until TEXT;
UPDATE orders SET shipment_number = 'NP' || upper(hex(randomblob(8))), booking_until = date(created_at, '+14 days') WHERE shipping_method = 'home_delivery';
CREATE UNIQUE INDEX orders_shipment_number ON orders(shipment_number);

-- Every booking made through the link, oldest first; late_change marks a move made from the day
-- before the booked day on, which may cost a cancellation fee (SPEC §5).
CREATE TABLE delivery_bookings (
  id INTEGER PRIMARY KEY,
  shipment_number TEXT NOT NULL,
  delivery_date TEXT NOT NULL,
  delivery_timeslot TEXT NOT NULL,
  late_change INTEGER NOT NULL DEFAULT 0,
  booked_at TEXT NOT NULL
);
CREATE INDEX delivery_bookings_shipment ON delivery_bookings(shipment_number);
