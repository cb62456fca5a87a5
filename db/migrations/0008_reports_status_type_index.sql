DROP INDEX "reports_clinic_status_idx";--> statement-breakpoint
CREATE INDEX "reports_clinic_status_type_idx" ON "reports" USING btree ("clinic_id","status","report_type");