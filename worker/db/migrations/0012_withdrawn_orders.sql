-- An order queued offline that the shopper cancelled before any send of it placed it (SPEC §1, §4
-- "Online again"): its idempotency key may never place an order for its cart, even if a send of it
-- still arrives. A withdrawal is bound to the cart id the order is filed under, so nobody who only
-- knows a key can block another shopper's order with it.

CREATE TABLE withdrawn_orders (
  idempotency_key TEXT NOT NULL,
  cart_id TEXT NOT NULL,
  withdrawn_at TEXT NOT NULL,
  PRIMARY KEY (idempotency_key, cart_id)
);

CREATE TRIGGER orders_never_withdrawn BEFORE INSERT ON orders
WHEN EXISTS (SELECT 1 FROM withdrawn_orders WHERE idempotency_key = NEW.idempotency_key AND cart_id = NEW.cart_id)
BEGIN
  SELECT RAISE(ABORT, 'withdrawn order');
END;
