CREATE TABLE "clinic_name_words" (
	"clinic_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "clinic_name_words_clinic_id_word_pk" PRIMARY KEY("clinic_id","word")
);
--> statement-breakpoint
CREATE TABLE "patient_name_words" (
	"clinic_id" uuid NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"patient_id" uuid NOT NULL,
	CONSTRAINT "patient_name_words_clinic_id_word_created_at_patient_id_pk" PRIMARY KEY("clinic_id","word","created_at","patient_id")
);
--> statement-breakpoint
CREATE INDEX "clinic_name_words_trgm_idx" ON "clinic_name_words" USING gin ("clinic_id","word" gin_trgm_ops);--> statement-breakpoint
-- A patient's distinct name words, lower-cased as patients.search is. Names hold letters, marks
-- and single spaces (core/patients/patient-schemas.ts); splitting on any run of white space keeps
-- the words right for rows written some other way.
CREATE OR REPLACE FUNCTION "patient_name_words_of"(first_name text, last_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}')
  FROM regexp_split_to_table(lower(first_name || ' ' || last_name), '\s+') AS word
  WHERE word <> ''
$$;--> statement-breakpoint
-- Keeps clinic_name_words and patient_name_words whatever writes to patients (the app, a bulk
-- load, an operator). Words go into the lexicon in sorted order, so two registrations adding the
-- same new words cannot wait on each other crosswise.
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
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_maintain_name_words"
  AFTER INSERT OR DELETE OR UPDATE OF clinic_id, id, first_name, last_name, created_at ON "patients"
  FOR EACH ROW EXECUTE FUNCTION "patient_name_words_maintain"();--> statement-breakpoint
INSERT INTO patient_name_words (clinic_id, word, created_at, patient_id)
  SELECT p.clinic_id, word, p.created_at, p.id
  FROM patients p, unnest(patient_name_words_of(p.first_name, p.last_name)) AS word;--> statement-breakpoint
INSERT INTO clinic_name_words (clinic_id, word)
  SELECT DISTINCT clinic_id, word FROM patient_name_words;
