-- Catalog, content and URL rewrites of the embedded commerce backend.
-- Localized rows are keyed by store code (se, dk, no, fi): each store has one content language.

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  path TEXT NOT NULL,              -- ancestor ids joined by '/', root first, ending with own id
  level INTEGER NOT NULL,          -- 1 for top-level menu entries
  position INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  image_color TEXT NOT NULL        -- hex colour of the generated category image
);

CREATE TABLE category_texts (
  category_id INTEGER NOT NULL REFERENCES categories(id),
  store_code TEXT NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  url_path TEXT NOT NULL,          -- e.g. 'tradgardsmobler/parasoller', no leading slash
  description TEXT NOT NULL,
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  PRIMARY KEY (category_id, store_code)
);
CREATE UNIQUE INDEX category_texts_url_path ON category_texts(store_code, url_path);

CREATE TABLE attribute_options (   -- labels of option values: colour, material, form, function, size...
  attribute_code TEXT NOT NULL,
  value TEXT NOT NULL,             -- stable code stored on products, e.g. 'grey', 'teak'
  store_code TEXT NOT NULL,
  label TEXT NOT NULL,
  swatch TEXT,                     -- hex colour for colour values
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (attribute_code, value, store_code)
);

CREATE TABLE brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE collections (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, brand_id INTEGER REFERENCES brands(id));

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'configurable', 'grouped', 'bundle')),
  parent_id INTEGER REFERENCES products(id),  -- configurable children point at their parent
  status INTEGER NOT NULL DEFAULT 1,          -- 1 enabled; 2 or higher disabled
  visibility INTEGER NOT NULL DEFAULT 4,      -- 1 not visible individually, 2 catalog, 3 search, 4 both
  attribute_set TEXT NOT NULL,                -- sofa, armchair, dining_chair, dining_table, coffee_table, garden_table, sun_lounger, parasol, storage
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  collection_id INTEGER REFERENCES collections(id),
  series TEXT,
  article_number TEXT NOT NULL,
  material TEXT,                              -- attribute_options value of 'material'
  tabletop_material TEXT,                     -- attribute_options value of 'tabletop_material'
  form TEXT,                                  -- attribute_options value of 'form'
  function TEXT,                              -- attribute_options value of 'function'
  color TEXT,                                 -- attribute_options value of 'color'
  size TEXT,                                  -- attribute_options value of 'size'
  width_cm REAL, height_cm REAL, depth_cm REAL,
  seat_height_cm REAL, seat_depth_cm REAL, thickness_cm REAL, pole_diameter_cm REAL,
  weight_kg REAL,
  package_width_cm REAL, package_height_cm REAL, package_depth_cm REAL,
  qty INTEGER NOT NULL DEFAULT 0,
  is_in_stock INTEGER NOT NULL DEFAULT 0,
  product_showroom_stock_1 INTEGER NOT NULL DEFAULT 0,  -- Hisingen
  product_showroom_stock_2 INTEGER NOT NULL DEFAULT 0,  -- Kållered
  product_showroom_stock_3 INTEGER NOT NULL DEFAULT 0,  -- Tyresö
  product_showroom_stock_4 INTEGER NOT NULL DEFAULT 0,  -- City Karlstad
  product_delivery_time INTEGER NOT NULL,     -- days
  product_sale_status TEXT NOT NULL DEFAULT 'active', -- active, discontinued, sold_out_season, order_only
  campaign TEXT,                              -- attribute_options value of 'campaign'
  free_shipping INTEGER NOT NULL DEFAULT 0,
  image_color TEXT NOT NULL,                  -- hex colour of the generated placeholder image
  gallery_size INTEGER NOT NULL DEFAULT 3,    -- number of generated gallery images
  sales_count INTEGER NOT NULL DEFAULT 0,     -- bestseller ranking
  created_at TEXT NOT NULL                    -- ISO date; newest first gives the new collection
);
CREATE INDEX products_parent ON products(parent_id);
CREATE INDEX products_created ON products(created_at);
CREATE INDEX products_sales ON products(sales_count);

CREATE TABLE product_texts (
  product_id INTEGER NOT NULL REFERENCES products(id),
  store_code TEXT NOT NULL,
  name TEXT NOT NULL,
  product_name_1 TEXT,
  product_name_2 TEXT,
  url_key TEXT NOT NULL,
  url_path TEXT NOT NULL,                     -- the product slug, no leading slash
  description TEXT NOT NULL,
  care_instructions TEXT NOT NULL,
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  PRIMARY KEY (product_id, store_code)
);
CREATE UNIQUE INDEX product_texts_url_path ON product_texts(store_code, url_path);

CREATE TABLE product_prices (       -- tax included (25 %), in the store's currency
  product_id INTEGER NOT NULL REFERENCES products(id),
  store_code TEXT NOT NULL,
  price REAL,                       -- NULL models a broken row: logged and skipped by the port
  special_price REAL,
  special_from_date TEXT,           -- ISO date, inclusive, optional
  special_to_date TEXT,             -- ISO date, inclusive, optional
  price_history TEXT NOT NULL,      -- JSON [{"date":"YYYY-MM-DD","price":n}] for the last 30 days
  PRIMARY KEY (product_id, store_code)
);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories(category_id, position);

CREATE TABLE configurable_options (  -- which attributes a configurable parent varies by
  product_id INTEGER NOT NULL REFERENCES products(id),
  attribute_code TEXT NOT NULL,      -- 'color' or 'size'
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, attribute_code)
);

CREATE TABLE product_links (         -- grouped children, bundle selections, related products
  product_id INTEGER NOT NULL REFERENCES products(id),
  link_type TEXT NOT NULL CHECK (link_type IN ('associated', 'bundle', 'related')),
  linked_product_id INTEGER NOT NULL REFERENCES products(id),
  option_id INTEGER,                 -- bundle_options.id for bundle selections
  qty REAL NOT NULL DEFAULT 1,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);

CREATE TABLE bundle_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  required INTEGER NOT NULL DEFAULT 1,
  type TEXT NOT NULL DEFAULT 'select',   -- select, radio, checkbox
  position INTEGER NOT NULL DEFAULT 0,
  titles TEXT NOT NULL                   -- JSON {"se": "...", "dk": "...", "no": "...", "fi": "..."}
);

CREATE TABLE custom_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  type TEXT NOT NULL CHECK (type IN ('field', 'radio', 'drop_down', 'checkbox')),
  required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  titles TEXT NOT NULL                   -- JSON per store code
);

CREATE TABLE custom_option_values (
  id INTEGER PRIMARY KEY,                -- option_type_id, above 0
  option_id INTEGER NOT NULL REFERENCES custom_options(id),
  price_type TEXT NOT NULL CHECK (price_type IN ('fixed', 'percent')),
  price REAL NOT NULL,                   -- fixed: SEK incl. tax, converted per store like prices; percent: of the product price
  position INTEGER NOT NULL DEFAULT 0,
  titles TEXT NOT NULL                   -- JSON per store code
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  store_code TEXT NOT NULL,
  display_name TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  verified_buyer INTEGER NOT NULL DEFAULT 0,
  votes_up INTEGER NOT NULL DEFAULT 0,
  votes_down INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews(product_id);

CREATE TABLE cms_pages (
  id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,              -- the route slug in that store, e.g. 'kundtjanst', 'about-us'
  store_code TEXT NOT NULL,
  page_key TEXT NOT NULL,                -- the same page across stores: legal, privacy, about-us, customer-service, ...
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- trusted HTML authored in the seed
  page_layout TEXT NOT NULL DEFAULT '1column',
  meta_title TEXT NOT NULL,
  meta_keywords TEXT NOT NULL DEFAULT '',
  meta_description TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (store_code, identifier)
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('head', 'banner')),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  link TEXT NOT NULL,                    -- same-origin path inside the store, with the store prefix
  image_color TEXT NOT NULL
);

CREATE TABLE url_rewrites (
  store_code TEXT NOT NULL,
  request_path TEXT NOT NULL,            -- without leading slash and store prefix, e.g. 'lyon-soffa.html'
  target_path TEXT NOT NULL,             -- absolute path including the store prefix
  redirect_code INTEGER NOT NULL CHECK (redirect_code IN (301, 302)),
  entity_type TEXT NOT NULL CHECK (entity_type IN ('product', 'category', 'cms-page', 'custom')),
  entity_id INTEGER,
  PRIMARY KEY (store_code, request_path)
);

CREATE TABLE seed_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
