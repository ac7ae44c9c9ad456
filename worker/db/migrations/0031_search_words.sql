-- The catalogue's words per store, for spelling corrections (issue 36 item 7, decision 0046):
-- every word of the product documents' names and keywords in search_fts (letters only, two or
-- more), with how many of the store's products hold it. Kept with the documents (the seed, and
-- every product's reindex in the batch of its change), so a correction reads a few rows of its
-- own store's words: never a scan of the index, never another language's words.
CREATE TABLE search_words (
  store_code TEXT NOT NULL,
  word TEXT NOT NULL,
  products INTEGER NOT NULL,
  PRIMARY KEY (store_code, word)
);

-- The words of the documents already indexed (worker/commerce/d1/search-documents.ts correctionWords).
CREATE VIRTUAL TABLE search_word_instances USING fts5vocab(search_fts, 'instance');
INSERT INTO search_words (store_code, word, products)
SELECT substr(f.scope, 8), i.term, COUNT(DISTINCT i.doc)
FROM search_word_instances i JOIN search_fts f ON f.rowid = i.doc
WHERE i.col IN ('name', 'keywords') AND f.scope LIKE 'product%' AND length(i.term) > 1 AND i.term NOT GLOB '*[0-9]*'
GROUP BY 1, 2;
DROP TABLE search_word_instances;

-- The index-wide vocabulary corrections read before: every store's words at once.
DROP TABLE search_vocab;
