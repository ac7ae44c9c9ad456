-- Tables derived from the catalog for the listing engine (worker/commerce/embedded/listing.ts).
-- Rebuilt by worker/commerce/embedded/listing-tables.ts: by the seed for everything, by the
-- catalog's writes for the products they change, in the same batch.

-- Every product of a category and of its descendants, through active categories only.
CREATE TABLE category_products (
  category_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,       -- the product's lowest position anywhere in the category's subtree
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX category_products_product ON category_products(product_id);

-- Every filter value a product can carry that changes with neither price nor stock, numbered:
-- counting facets groups by a number, which is about twice as fast as by code and value.
CREATE TABLE facet_values (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (code, value)
);

-- The facet values of each parent product: brand and collection slugs, attributes, its enabled
-- variants' colours and sizes, showrooms.
CREATE TABLE product_facets (
  product_id INTEGER NOT NULL,
  facet_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, facet_id)
) WITHOUT ROWID;
CREATE INDEX product_facets_facet ON product_facets(facet_id, product_id);

-- How many listed products of each category carry each facet value, per store: the counts of
-- the unfiltered listing, which most requests show, without counting thousands of products.
CREATE TABLE category_facet_counts (
  category_id INTEGER NOT NULL,
  store_code TEXT NOT NULL,
  facet_id INTEGER NOT NULL,
  products INTEGER NOT NULL,
  PRIMARY KEY (category_id, store_code, facet_id)
) WITHOUT ROWID;

-- A listing reads these columns of thousands of products: from the index, not their wide rows.
CREATE INDEX products_listing ON products(id, parent_id, status, visibility, type_id, is_in_stock, created_at, sales_count);

-- Listing prices without reading each row's price history.
CREATE INDEX product_prices_listing ON product_prices(store_code, product_id, price, special_price, special_from_date, special_to_date);

-- Whether a configurable product is in stock, from its variants, without reading their rows.
CREATE INDEX products_variant_stock ON products(parent_id, status, is_in_stock, qty);
