CREATE TABLE "patient_search" (
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "patient_search_clinic_id_patient_id_pk" PRIMARY KEY("clinic_id","patient_id")
);
--> statement-breakpoint
-- patient_search mirrors each patient's search text whatever writes to patients (the app, a bulk
-- load, an operator). `search` is a stored generated column, already computed when an AFTER
-- trigger runs; UPDATE OF names the columns it is generated from.
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
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_maintain_search"
  AFTER INSERT OR DELETE OR UPDATE OF clinic_id, id, patient_id, first_name, last_name, phone, created_at ON "patients"
  FOR EACH ROW EXECUTE FUNCTION "patient_search_maintain"();--> statement-breakpoint
INSERT INTO patient_search (clinic_id, patient_id, created_at, search)
  SELECT clinic_id, id, created_at, search FROM patients;--> statement-breakpoint
DROP INDEX "patients_clinic_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "patient_search_clinic_trgm_idx" ON "patient_search" USING gin ("clinic_id","search" gin_trgm_ops);
