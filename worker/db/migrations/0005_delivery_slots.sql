-- Home delivery is booked for a day and a timeslot at checkout (app/domain/delivery-slots.ts).
ALTER TABLE orders ADD COLUMN delivery_date TEXT;
ALTER TABLE orders ADD COLUMN delivery_timeslot TEXT;
