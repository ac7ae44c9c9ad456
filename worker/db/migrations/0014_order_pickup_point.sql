-- The pickup point of a pickup-point delivery (issue 17), as the order was placed: agent id, name,
-- address and opening hours in JSON, so the confirmation and the mails show it even if the carrier
-- moves or closes the point later.

ALTER TABLE orders ADD COLUMN pickup_point TEXT;
