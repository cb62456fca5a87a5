CREATE TABLE "report_key_image_settings" (
	"clinic_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"per_page" integer DEFAULT 4 NOT NULL,
	"no_sex_annotation_confirmed_by" uuid,
	"no_sex_annotation_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_key_image_settings_unique" UNIQUE("clinic_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "dicom_objects" ADD COLUMN "print_key" text;--> statement-breakpoint
ALTER TABLE "report_key_image_settings" ADD CONSTRAINT "report_key_image_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_key_image_settings" ADD CONSTRAINT "report_key_image_settings_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;