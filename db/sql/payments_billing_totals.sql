-- The current definition of payments_billing_totals(), as migration 0048_billing_totals.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "payments_billing_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.bill_id IS NOT NULL THEN
      UPDATE patient_bills SET paid_paise = paid_paise - (OLD.amount * 100)::bigint
      WHERE clinic_id = OLD.clinic_id AND id = OLD.bill_id;
    END IF;
    PERFORM billing_day_add(OLD.clinic_id, OLD.payment_date, OLD.counter, OLD.payment_method,
      coalesce(OLD.received_by, ''), -(OLD.amount * 100)::bigint, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    IF NEW.bill_id IS NOT NULL THEN
      UPDATE patient_bills SET paid_paise = paid_paise + (NEW.amount * 100)::bigint
      WHERE clinic_id = NEW.clinic_id AND id = NEW.bill_id;
    END IF;
    PERFORM billing_day_add(NEW.clinic_id, NEW.payment_date, NEW.counter, NEW.payment_method,
      coalesce(NEW.received_by, ''), (NEW.amount * 100)::bigint, 0);
  END IF;
  RETURN NULL;
END $$;
