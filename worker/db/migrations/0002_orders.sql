-- Orders of the embedded backend. Lines copy sku, name and price: they never reference catalog
-- rows, so a catalog re-seed cannot touch them.

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,      -- the order number shown to the shopper
  idempotency_key TEXT NOT NULL UNIQUE,   -- a retried submission finds its first order by this
  cart_id TEXT NOT NULL,
  store_code TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  customer_type TEXT NOT NULL CHECK (customer_type IN ('private', 'business')),
  email TEXT NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT,
  tax_id TEXT,
  shipping_address TEXT NOT NULL,         -- JSON: street, zipCode, city, country
  shipping_method TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  currency TEXT NOT NULL,
  subtotal_incl_tax REAL NOT NULL,
  discount_amount REAL NOT NULL,
  shipping_incl_tax REAL NOT NULL,
  tax_amount REAL NOT NULL,
  grand_total REAL NOT NULL,
  coupon_code TEXT,
  newsletter INTEGER NOT NULL DEFAULT 0,
  partial_delivery INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price_incl_tax REAL NOT NULL,
  row_total_incl_tax REAL NOT NULL
);
CREATE INDEX order_items_order ON order_items(order_id);

-- A row here can only be written when every stock level touched by the order is still >= 0;
-- the CHECK failing aborts the whole batch, so an order never oversells.
CREATE TABLE stock_guard (ok INTEGER NOT NULL CHECK (ok = 1));
