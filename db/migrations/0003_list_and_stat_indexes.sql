CREATE INDEX "patients_clinic_gender_created_idx" ON "patients" USING btree ("clinic_id","gender","created_at");--> statement-breakpoint
CREATE INDEX "payments_clinic_patient_idx" ON "payments" USING btree ("clinic_id","patient_id");--> statement-breakpoint
CREATE INDEX "reports_clinic_status_idx" ON "reports" USING btree ("clinic_id","status");--> statement-breakpoint
CREATE INDEX "reports_clinic_doctor_idx" ON "reports" USING btree ("clinic_id","doctor_name");