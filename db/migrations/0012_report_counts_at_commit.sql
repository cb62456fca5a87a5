-- report_counts is written at commit rather than at each report insert or status change: a
-- creation locked its (clinic, type, status) row from the insert to the commit, so a busy clinic's
-- creations of one type queued on it through three round trips; now each holds it only while
-- committing. The function is unchanged; a constraint trigger is what can be deferred.
DROP TRIGGER IF EXISTS "reports_maintain_counts" ON "reports";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reports_maintain_counts" AFTER INSERT OR DELETE OR UPDATE OF clinic_id, report_type, status ON "reports"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "report_counts_maintain"();
