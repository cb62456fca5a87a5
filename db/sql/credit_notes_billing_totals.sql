-- The current definition of credit_notes_billing_totals(), as migration 0048_billing_totals.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "credit_notes_billing_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE patient_bills SET
      credited_paise = credited_paise - CASE WHEN OLD.status = 'approved' THEN OLD.amount_paise ELSE 0 END,
      pending_credit_paise = pending_credit_paise - CASE WHEN OLD.status = 'pending' THEN OLD.amount_paise ELSE 0 END,
      refunded_paise = refunded_paise - OLD.refund_paise
    WHERE clinic_id = OLD.clinic_id AND id = OLD.bill_id;
    PERFORM billing_day_add(OLD.clinic_id, OLD.credit_date, OLD.counter, OLD.refund_method, '', 0, -OLD.refund_paise);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE patient_bills SET
      credited_paise = credited_paise + CASE WHEN NEW.status = 'approved' THEN NEW.amount_paise ELSE 0 END,
      pending_credit_paise = pending_credit_paise + CASE WHEN NEW.status = 'pending' THEN NEW.amount_paise ELSE 0 END,
      refunded_paise = refunded_paise + NEW.refund_paise
    WHERE clinic_id = NEW.clinic_id AND id = NEW.bill_id;
    PERFORM billing_day_add(NEW.clinic_id, NEW.credit_date, NEW.counter, NEW.refund_method, '', 0, NEW.refund_paise);
  END IF;
  RETURN NULL;
END $$;
