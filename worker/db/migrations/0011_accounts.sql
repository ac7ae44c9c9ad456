-- What a signed-in customer keeps: business details, an address book, orders linked by account
-- (never by e-mail alone), a cart per store, a wishlist, newsletter consent and single-use coupons.

ALTER TABLE customers ADD COLUMN customer_type TEXT NOT NULL DEFAULT 'private' CHECK (customer_type IN ('private', 'business'));
ALTER TABLE customers ADD COLUMN company TEXT;
ALTER TABLE customers ADD COLUMN tax_id TEXT;
ALTER TABLE customers ADD COLUMN phone TEXT;

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_id TEXT NOT NULL,
  telephone TEXT,
  default_shipping INTEGER NOT NULL DEFAULT 0,
  default_billing INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id);

-- Set when a signed-in customer places the order: the order history reads by this column only.
ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers(id);
CREATE INDEX orders_customer ON orders(customer_id, created_at);

-- The customer's own cart in each store: a guest cart merges into it at sign-in.
CREATE TABLE customer_carts (
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  store_code TEXT NOT NULL,
  cart_id TEXT NOT NULL UNIQUE,           -- a cart belongs to one customer at most
  PRIMARY KEY (customer_id, store_code)
);

CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  store_code TEXT NOT NULL,
  sku TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, store_code, sku)
);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  store_code TEXT NOT NULL,
  subscribed_at TEXT NOT NULL
);

-- Coupons issued to one person (the newsletter welcome): usable once; the order that spends one names it.
CREATE TABLE issued_coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 100),
  email TEXT NOT NULL COLLATE NOCASE,
  store_code TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  used_by_order TEXT
);
CREATE INDEX issued_coupons_email ON issued_coupons(email);
-- A row here can only be written when the statement before spent exactly one coupon: an order
-- naming an issued coupon someone already used fails as a whole.
CREATE TABLE coupon_guard (unspent INTEGER NOT NULL CHECK (unspent = 1));
