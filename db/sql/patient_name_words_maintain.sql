-- The current definition of patient_name_words_maintain(), as migration 0015_patient_name_words.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "patient_name_words_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.clinic_id, OLD.id, OLD.created_at, OLD.first_name, OLD.last_name)
      IS NOT DISTINCT FROM (NEW.clinic_id, NEW.id, NEW.created_at, NEW.first_name, NEW.last_name) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM patient_name_words
    WHERE clinic_id = OLD.clinic_id AND word = ANY (patient_name_words_of(OLD.first_name, OLD.last_name))
      AND created_at = OLD.created_at AND patient_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO clinic_name_words (clinic_id, word)
    SELECT NEW.clinic_id, word FROM unnest(patient_name_words_of(NEW.first_name, NEW.last_name)) AS word
    ORDER BY word
    ON CONFLICT DO NOTHING;
    INSERT INTO patient_name_words (clinic_id, word, created_at, patient_id)
    SELECT NEW.clinic_id, word, NEW.created_at, NEW.id
    FROM unnest(patient_name_words_of(NEW.first_name, NEW.last_name)) AS word;
  END IF;
  RETURN NULL;
END $$;
