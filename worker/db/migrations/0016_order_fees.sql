-- Extra fees bought with the delivery (carry-in, assembly, removal; app/domain/extra-fees.ts), as
-- they were priced when the order was placed: JSON of {feeId, optionIds, amountInclTax}, and their sum
-- (SPEC §3 "additional fee"), included in grand_total.
ALTER TABLE orders ADD COLUMN fees TEXT;
ALTER TABLE orders ADD COLUMN fee_amount REAL NOT NULL DEFAULT 0;
