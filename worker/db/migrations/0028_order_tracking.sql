-- Issue 36 item 5: the built-in carrier's word on an order once it has shipped (the delivery port's
-- tracking): its tracking number (a home delivery's shipment number, else one of its own) and status.
-- Written by the carrier simulation (POST /ops/orders/:number/shipment, docs/operations.md).
CREATE TABLE order_tracking (
  increment_id TEXT PRIMARY KEY,
  tracking_number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('shipped', 'delivered')),
  updated_at TEXT NOT NULL
);
