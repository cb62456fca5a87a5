-- The current definition of billing_day_add(), as migration 0048_billing_totals.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "billing_day_add"(c uuid, d date, ctr text, m text, who text, received bigint, refunded bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d IS NULL OR (received = 0 AND refunded = 0) THEN RETURN; END IF;
  INSERT INTO billing_day_totals AS t (clinic_id, day, counter, mode, taker, received_paise, refunded_paise)
  VALUES (c, d, ctr, m, who, received, refunded)
  ON CONFLICT (clinic_id, day, counter, mode, taker) DO UPDATE
    SET received_paise = t.received_paise + excluded.received_paise,
        refunded_paise = t.refunded_paise + excluded.refunded_paise;
END $$;
