CREATE TABLE "report_counts" (
	"clinic_id" uuid NOT NULL,
	"report_type" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_counts_clinic_id_report_type_status_pk" PRIMARY KEY("clinic_id","report_type","status")
);
--> statement-breakpoint
DROP INDEX "patients_clinic_created_idx";--> statement-breakpoint
DROP INDEX "reports_clinic_created_idx";--> statement-breakpoint
DROP INDEX "reports_clinic_type_created_idx";--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_clinic_created_idx" ON "patients" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_clinic_created_idx" ON "reports" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_clinic_type_created_idx" ON "reports" USING btree ("clinic_id","report_type","created_at","id");--> statement-breakpoint
-- report_counts stays exact whatever writes to reports (the app, a bulk load, an operator).
-- A status or type change moves one report between two rows; both are written in one statement
-- in key order, so two such changes running at once cannot deadlock on each other.
CREATE OR REPLACE FUNCTION "report_counts_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_counts AS c (clinic_id, report_type, status, n)
    VALUES (NEW.clinic_id, NEW.report_type, NEW.status, 1)
    ON CONFLICT (clinic_id, report_type, status) DO UPDATE SET n = c.n + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE report_counts SET n = n - 1
    WHERE clinic_id = OLD.clinic_id AND report_type = OLD.report_type AND status = OLD.status;
  ELSIF (OLD.clinic_id, OLD.report_type, OLD.status) IS DISTINCT FROM (NEW.clinic_id, NEW.report_type, NEW.status) THEN
    INSERT INTO report_counts AS c (clinic_id, report_type, status, n)
    SELECT d.clinic_id, d.report_type, d.status, d.n
    FROM (VALUES (OLD.clinic_id, OLD.report_type, OLD.status, -1), (NEW.clinic_id, NEW.report_type, NEW.status, 1))
      AS d(clinic_id, report_type, status, n)
    ORDER BY d.clinic_id, d.report_type, d.status
    ON CONFLICT (clinic_id, report_type, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reports_maintain_counts" AFTER INSERT OR DELETE OR UPDATE OF clinic_id, report_type, status ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "report_counts_maintain"();--> statement-breakpoint
INSERT INTO report_counts (clinic_id, report_type, status, n)
  SELECT clinic_id, report_type, status, count(*) FROM reports GROUP BY clinic_id, report_type, status;--> statement-breakpoint
-- App servers may keep a resolved session for a moment (server/modules/auth); whatever revokes a
-- session or changes a user or a clinic's subscription tells every server at commit, by NOTIFY.
CREATE OR REPLACE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('auth_change', 'session:' || OLD.sid);
  ELSIF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('auth_change', 'user:' || OLD.id);
    ELSE
      PERFORM pg_notify('auth_change', 'user:' || NEW.id);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_change', 'clinic:' || OLD.clinic_id);
  ELSE
    PERFORM pg_notify('auth_change', 'clinic:' || NEW.clinic_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_revoke" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
