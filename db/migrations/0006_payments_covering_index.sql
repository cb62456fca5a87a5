DROP INDEX "payments_clinic_date_idx";--> statement-breakpoint
CREATE INDEX "payments_clinic_date_amount_idx" ON "payments" USING btree ("clinic_id","payment_date","amount");