-- Orders of the built-in hosted-checkout provider: the embedded stand-in for a real payment
-- provider, which would keep these on its side. The shop itself only ever holds the provider's
-- order id (in the HostedCheckout Durable Object) and reads everything else through the API.

CREATE TABLE provider_orders (
  order_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('checkout_incomplete', 'checkout_complete', 'cancelled')),
  store_code TEXT NOT NULL,
  merchant_reference TEXT NOT NULL,
  order_json TEXT NOT NULL,               -- the HostedOrder as last created or updated
  confirmation_url TEXT NOT NULL,         -- merchant return pages; {sid} is replaced by order_id
  failure_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
