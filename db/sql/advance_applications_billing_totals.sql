-- The current definition of advance_applications_billing_totals(), as migration 0048_billing_totals.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "advance_applications_billing_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE patient_bills SET paid_paise = paid_paise - OLD.amount_paise, advance_applied_paise = advance_applied_paise - OLD.amount_paise
    WHERE clinic_id = OLD.clinic_id AND id = OLD.bill_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE patient_bills SET paid_paise = paid_paise + NEW.amount_paise, advance_applied_paise = advance_applied_paise + NEW.amount_paise
    WHERE clinic_id = NEW.clinic_id AND id = NEW.bill_id;
  END IF;
  RETURN NULL;
END $$;
