-- Site search and the SQL listing engine.

-- Brands and collections filter by the slug of their name; the listing engine reads it here.
ALTER TABLE brands ADD COLUMN slug TEXT NOT NULL DEFAULT '';
ALTER TABLE collections ADD COLUMN slug TEXT NOT NULL DEFAULT '';

-- One document per searchable thing and store. Text columns hold words already folded
-- (lower case, no diacritics: app/domain/search-text.ts foldTokens), so the index and the
-- query agree; scope is one word, kind and store code together ('productse', 'categoryfi').
-- rowid = kind index * 10^10 + entity id * 8 + store index, so a document is replaced by key.
CREATE VIRTUAL TABLE search_fts USING fts5(
  scope, name, keywords, description,
  ref UNINDEXED,          -- the entity's id (products, categories) or identifier (pages)
  title UNINDEXED,        -- the name as shown
  link UNINDEXED,         -- url_path of categories and products, identifier of pages
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

-- The index's words with their document counts: spelling suggestions come from here.
CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, 'col');

-- Keywords that go straight to a page (SPEC §7 site search "redirect keyword map").
CREATE TABLE search_redirects (
  store_code TEXT NOT NULL,
  keyword TEXT NOT NULL,           -- normalized search text (app/domain/search-text.ts normalizeSearchText)
  target_path TEXT NOT NULL,       -- same-origin path with the store prefix
  PRIMARY KEY (store_code, keyword)
);
