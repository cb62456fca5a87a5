-- The current definition of patient_search_maintain(), as migration 0014_patient_search_table.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "patient_search_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO patient_search (clinic_id, patient_id, created_at, search)
    VALUES (NEW.clinic_id, NEW.id, NEW.created_at, NEW.search);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM patient_search WHERE clinic_id = OLD.clinic_id AND patient_id = OLD.id;
  ELSIF (OLD.clinic_id, OLD.id, OLD.created_at, OLD.search) IS DISTINCT FROM (NEW.clinic_id, NEW.id, NEW.created_at, NEW.search) THEN
    UPDATE patient_search
    SET clinic_id = NEW.clinic_id, patient_id = NEW.id, created_at = NEW.created_at, search = NEW.search
    WHERE clinic_id = OLD.clinic_id AND patient_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
