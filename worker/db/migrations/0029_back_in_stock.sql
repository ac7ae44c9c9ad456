-- Issue 36 item 3: sold out has a way forward.
-- What the catalog promises about stock that is not here yet (SPEC §3 "Stock indication": planned
-- delivery dates, supplier delivery date range), ISO days; null: nothing promised.
ALTER TABLE products ADD COLUMN planned_restock_date TEXT;
ALTER TABLE products ADD COLUMN supplier_delivery_from TEXT;
ALTER TABLE products ADD COLUMN supplier_delivery_to TEXT;

-- Back-in-stock requests: one per store, product page and address (the sku and id of the page's product:
-- a set's or a configurable product's own, not a part's). A request waits for its address's confirmation
-- (double opt-in, confirmed_at); a confirmed one is mailed once when the product can be bought again, and
-- deleted with that mail (worker/back-in-stock/, decision 0044).
CREATE TABLE back_in_stock_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_code TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  sku TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  UNIQUE (store_code, sku, email)
);
CREATE INDEX back_in_stock_waiting ON back_in_stock_requests(product_id, confirmed_at);
