-- Wishlists and carts of Magento's customers (COMMERCE_BACKEND=upstream): vue-storefront-api has no wishlist
-- endpoint, so the shop keeps them, by Magento's customer id (no customers row of its own to refer to).
CREATE TABLE upstream_wishlist_items (
  customer_id INTEGER NOT NULL,
  store_code TEXT NOT NULL,
  sku TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, store_code, sku)
);

-- A Magento customer's cart in each store: one of the shop's cart ids (a Magento guest cart behind it,
-- as Magento's customer quotes need the customer's token on every call), so it follows the customer.
CREATE TABLE upstream_customer_carts (
  customer_id INTEGER NOT NULL,
  store_code TEXT NOT NULL,
  cart_id TEXT NOT NULL UNIQUE,
  PRIMARY KEY (customer_id, store_code)
);
