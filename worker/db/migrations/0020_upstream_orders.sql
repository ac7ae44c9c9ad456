-- Orders the shop placed in Magento through vue-storefront-api (COMMERCE_BACKEND=upstream): the shop's
-- own record of each, so a retried submission answers its first order, two submissions of one cart
-- never both reach Magento, and the confirmation page can show what was bought.
CREATE TABLE upstream_orders (
  idempotency_key TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  -- placing: being sent now; placed: Magento took it; withdrawn: a queued order the shopper cancelled;
  -- unanswered: sent without an answer (never sent again, so never placed twice; customer service reconciles).
  state TEXT NOT NULL CHECK (state IN ('placing', 'placed', 'withdrawn', 'unanswered')),
  increment_id TEXT UNIQUE,
  receipt TEXT,               -- JSON: the PlacedOrder as the shop shows it, once placed
  created_at TEXT NOT NULL
);
-- One order at a time per cart: a second key's attempt while the first is being placed is refused as busy.
CREATE UNIQUE INDEX upstream_orders_placing ON upstream_orders(cart_id) WHERE state = 'placing';
