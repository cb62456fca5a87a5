-- btree_gin lets the clinic id share the trigram GIN index (PostgreSQL 15 and PGlite 0.5 both ship it; uuid is supported since btree_gin 1.3).
-- Plain CREATE INDEX blocks writes to the table while it builds (migrations run in a transaction, so not CONCURRENTLY):
-- on a live database create these two by hand first with CREATE INDEX CONCURRENTLY; IF NOT EXISTS then skips them here.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "patients_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "studies_clinic_patient_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_clinic_search_trgm_idx" ON "patients" USING gin ("clinic_id","search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "studies_clinic_patient_open_idx" ON "studies" USING btree ("clinic_id","patient_id","scheduled_date") WHERE "studies"."status" in ('scheduled', 'in-progress');