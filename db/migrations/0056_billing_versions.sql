CREATE TABLE "billing_versions" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"xact" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_versions" ADD CONSTRAINT "billing_versions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The collections report's data version (issue 33 figures). Deferred constraint triggers run at
-- COMMIT, so the centre's version row is locked for the commit only, not for the rest of the
-- writing transaction (a bill's, a payment's); the first row of a transaction bumps it, the
-- transaction's other rows find their own xact on it and leave it.
CREATE OR REPLACE FUNCTION "billing_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.clinic_id ELSE NEW.clinic_id END;
  x text := pg_current_xact_id()::text;
BEGIN
  INSERT INTO billing_versions AS v (clinic_id, version, xact) VALUES (c, 1, x)
  ON CONFLICT (clinic_id) DO UPDATE SET version = v.version + 1, xact = excluded.xact WHERE v.xact <> excluded.xact;
  IF TG_OP = 'UPDATE' AND OLD.clinic_id IS DISTINCT FROM NEW.clinic_id THEN
    INSERT INTO billing_versions AS v (clinic_id, version, xact) VALUES (OLD.clinic_id, 1, x)
    ON CONFLICT (clinic_id) DO UPDATE SET version = v.version + 1, xact = excluded.xact WHERE v.xact <> excluded.xact;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patient_bills_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "patient_bills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patient_bill_lines_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "patient_bill_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "credit_notes_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "credit_notes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "billing_day_totals_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "billing_day_totals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "billing_day_bills_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "billing_day_bills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "billing_day_items_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "billing_day_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "fee_items_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "fee_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referrers_billing_version" AFTER INSERT OR UPDATE OR DELETE ON "referrers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
-- A report counts for the turnaround only once finalized: drafts saved every few seconds do not bump.
CREATE CONSTRAINT TRIGGER "reports_billing_version" AFTER UPDATE OF finalized_at, study_id, clinic_id ON "reports"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.finalized_at IS DISTINCT FROM NEW.finalized_at OR (NEW.finalized_at IS NOT NULL AND (OLD.study_id IS DISTINCT FROM NEW.study_id OR OLD.clinic_id IS DISTINCT FROM NEW.clinic_id)))
  EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reports_billing_version_insert" AFTER INSERT ON "reports"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.finalized_at IS NOT NULL)
  EXECUTE FUNCTION "billing_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reports_billing_version_delete" AFTER DELETE ON "reports"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.finalized_at IS NOT NULL)
  EXECUTE FUNCTION "billing_version_bump"();
