CREATE TABLE "measurement_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"values" jsonb NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "measurement_photos_clinic_id_id_unique" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "measurement_photos" ADD CONSTRAINT "measurement_photos_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_photos" ADD CONSTRAINT "measurement_photos_clinic_id_study_id_studies_clinic_id_id_fk" FOREIGN KEY ("clinic_id","study_id") REFERENCES "public"."studies"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_photos_clinic_study_idx" ON "measurement_photos" USING btree ("clinic_id","study_id");