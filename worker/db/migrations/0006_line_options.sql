-- Order lines of products with custom options or bundle selections keep what was chosen
-- (JSON list of {label, value}), priced into unit_price_incl_tax.
ALTER TABLE order_items ADD COLUMN options TEXT;
