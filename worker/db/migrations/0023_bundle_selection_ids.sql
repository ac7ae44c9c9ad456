-- A bundle selection gets an id of its own (Magento's product_links[].id): a cart line names the part
-- chosen by it, as Magento's option_selections and Vue Storefront clients do. The rowid numbers the
-- selections already stored; the seed writes its own.
ALTER TABLE product_links ADD COLUMN selection_id INTEGER;
UPDATE product_links SET selection_id = rowid WHERE link_type = 'bundle';
CREATE UNIQUE INDEX product_links_selection_id ON product_links (selection_id) WHERE selection_id IS NOT NULL;
