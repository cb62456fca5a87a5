ALTER TABLE "report_deliveries" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "bill_id" uuid;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_clinic_id_bill_id_patient_bills_clinic_id_id_fk" FOREIGN KEY ("clinic_id","bill_id") REFERENCES "public"."patient_bills"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_deliveries_clinic_bill_idx" ON "report_deliveries" USING btree ("clinic_id","bill_id","created_at");--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_one_document" CHECK (("report_deliveries"."report_id" is null) <> ("report_deliveries"."bill_id" is null));