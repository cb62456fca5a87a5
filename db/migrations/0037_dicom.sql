CREATE TABLE "dicom_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"study_id" uuid,
	"scanner_id" uuid,
	"sop_instance_uid" text NOT NULL,
	"sop_class_uid" text NOT NULL,
	"transfer_syntax_uid" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"size_bytes" bigint NOT NULL,
	"frames" integer DEFAULT 1 NOT NULL,
	"manufacturer" text,
	"model" text,
	"device_serial_number" text,
	"unregistered_machine" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dicom_objects_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "dicom_objects_clinic_sop_unique" UNIQUE("clinic_id","sop_instance_uid")
);
--> statement-breakpoint
CREATE TABLE "report_key_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"dicom_object_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_key_images_unique" UNIQUE("clinic_id","report_id","dicom_object_id")
);
--> statement-breakpoint
CREATE TABLE "scanners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ae_title" text NOT NULL,
	"manufacturer" text,
	"model" text,
	"serial_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"bridge_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scanners_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "scanners_ae_title_unique" UNIQUE("ae_title"),
	CONSTRAINT "scanners_bridge_token_hash_unique" UNIQUE("bridge_token_hash")
);
--> statement-breakpoint
CREATE TABLE "study_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"fetus_label" text NOT NULL,
	"key" text NOT NULL,
	"value" numeric NOT NULL,
	"unit" text NOT NULL,
	"scanner_name" text NOT NULL,
	"sop_instance_uid" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_measurements_unique" UNIQUE("clinic_id","study_id","fetus_label","key")
);
--> statement-breakpoint
ALTER TABLE "dicom_objects" ADD CONSTRAINT "dicom_objects_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicom_objects" ADD CONSTRAINT "dicom_objects_clinic_id_study_id_studies_clinic_id_id_fk" FOREIGN KEY ("clinic_id","study_id") REFERENCES "public"."studies"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicom_objects" ADD CONSTRAINT "dicom_objects_clinic_id_scanner_id_scanners_clinic_id_id_fk" FOREIGN KEY ("clinic_id","scanner_id") REFERENCES "public"."scanners"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_key_images" ADD CONSTRAINT "report_key_images_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_key_images" ADD CONSTRAINT "report_key_images_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_key_images" ADD CONSTRAINT "report_key_images_clinic_id_dicom_object_id_dicom_objects_clinic_id_id_fk" FOREIGN KEY ("clinic_id","dicom_object_id") REFERENCES "public"."dicom_objects"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanners" ADD CONSTRAINT "scanners_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_measurements" ADD CONSTRAINT "study_measurements_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_measurements" ADD CONSTRAINT "study_measurements_clinic_id_study_id_studies_clinic_id_id_fk" FOREIGN KEY ("clinic_id","study_id") REFERENCES "public"."studies"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dicom_objects_clinic_study_idx" ON "dicom_objects" USING btree ("clinic_id","study_id");