-- Editorial content of the embedded backend (issue 15; SPEC §3 "Blog category", "Blog post"): the magazine
-- and the inspiration pages, per store. A headless CMS can replace these through the commerce port.
-- status 1 is active (SPEC §6: lists show active entries only). Dates are 'YYYY-MM-DD'.
CREATE TABLE blog_categories (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  category_key TEXT NOT NULL,
  url_key TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  UNIQUE (store_code, url_key),
  UNIQUE (store_code, category_key)
);

-- content is the post's body as HTML written by the editors (headings, lists, figures, links).
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  post_key TEXT NOT NULL,
  url_key TEXT NOT NULL,
  title TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  publish_date TEXT NOT NULL,
  author_name TEXT NOT NULL,
  short_content TEXT NOT NULL,
  content TEXT NOT NULL,
  UNIQUE (store_code, url_key),
  UNIQUE (store_code, post_key)
);
CREATE INDEX blog_posts_published ON blog_posts(store_code, status, publish_date);

CREATE TABLE blog_post_categories (
  post_id INTEGER NOT NULL REFERENCES blog_posts(id),
  category_id INTEGER NOT NULL REFERENCES blog_categories(id),
  PRIMARY KEY (post_id, category_id)
);
CREATE INDEX blog_post_categories_category ON blog_post_categories(category_id, post_id);

-- The products a post is about: its picture shows them and its page links them.
CREATE TABLE blog_post_products (
  post_id INTEGER NOT NULL REFERENCES blog_posts(id),
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products(id),
  PRIMARY KEY (post_id, position)
);

CREATE TABLE albums (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  album_key TEXT NOT NULL,
  url_key TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  publish_date TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  UNIQUE (store_code, url_key),
  UNIQUE (store_code, album_key)
);

-- A picture of an album shows products (JSON array of product ids, in the picture's order).
CREATE TABLE album_pictures (
  album_id INTEGER NOT NULL REFERENCES albums(id),
  position INTEGER NOT NULL,
  caption TEXT NOT NULL,
  product_ids TEXT NOT NULL,
  PRIMARY KEY (album_id, position)
);

-- Photos customers shared of the products in their homes (kundbilder).
CREATE TABLE customer_photos (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products(id),
  display_name TEXT NOT NULL,
  town TEXT NOT NULL,
  caption TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX customer_photos_store ON customer_photos(store_code, status, created_at);
