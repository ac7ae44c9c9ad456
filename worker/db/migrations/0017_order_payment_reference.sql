-- The payment provider's reference for the order: the invoice number an approved invoice (buy now,
-- pay later) was given (issue 17). Null for payment on delivery.
ALTER TABLE orders ADD COLUMN payment_reference TEXT;
