-- An order queued offline that the shopper cancelled before any send of it placed it (SPEC §1, §4
-- "Online again"): its idempotency key may never place an order, even if a send of it still arrives.

CREATE TABLE withdrawn_orders (
  idempotency_key TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  withdrawn_at TEXT NOT NULL
);

CREATE TRIGGER orders_never_withdrawn BEFORE INSERT ON orders
WHEN EXISTS (SELECT 1 FROM withdrawn_orders WHERE idempotency_key = NEW.idempotency_key)
BEGIN
  SELECT RAISE(ABORT, 'withdrawn order');
END;
