-- Reviews written in the shop (SPEC §4 "Reviews", issue 15): stored pending, shown once approved at
-- /ops/reviews. The writer's e-mail is kept for the moderators only (never in a page or an API answer).
-- Photos are the pictures a customer added: JSON of [{"sku": "...", "index": n}].
ALTER TABLE reviews ADD COLUMN status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'rejected'));
ALTER TABLE reviews ADD COLUMN email TEXT;
ALTER TABLE reviews ADD COLUMN photos TEXT NOT NULL DEFAULT '[]';
ALTER TABLE reviews ADD COLUMN moderated_at TEXT;
CREATE INDEX reviews_listing ON reviews(product_id, store_code, status);
CREATE INDEX reviews_pending ON reviews(status, created_at) WHERE status = 'pending';

-- Site reviews: what customers say of the shop itself (SPEC §3 "site reviews"), per store.
CREATE TABLE site_reviews (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  display_name TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  verified_buyer INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX site_reviews_store ON site_reviews(store_code, created_at);
