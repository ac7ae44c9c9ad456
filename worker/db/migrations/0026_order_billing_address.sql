-- A billing address apart from the delivery address (SPEC §3 paymentDetails; issue 36 item 4): JSON
-- like shipping_address; NULL when the bill goes to the delivery address (every order placed before).
ALTER TABLE orders ADD COLUMN billing_address TEXT;
