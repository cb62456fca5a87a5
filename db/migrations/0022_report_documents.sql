CREATE TABLE "print_settings" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"layout" text DEFAULT 'plain' NOT NULL,
	"letterhead_top_mm" integer NOT NULL,
	"letterhead_bottom_mm" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_settings_layout" CHECK ("print_settings"."layout" IN ('plain', 'letterhead')),
	CONSTRAINT "print_settings_top_mm" CHECK ("print_settings"."letterhead_top_mm" BETWEEN 15 AND 100),
	CONSTRAINT "print_settings_bottom_mm" CHECK ("print_settings"."letterhead_bottom_mm" BETWEEN 15 AND 80)
);
--> statement-breakpoint
CREATE TABLE "report_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"doctor_name" text,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_verifications_code_unique" UNIQUE("code"),
	CONSTRAINT "report_verifications_clinic_report_version_unique" UNIQUE("clinic_id","report_id","version")
);
--> statement-breakpoint
ALTER TABLE "print_settings" ADD CONSTRAINT "print_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_verifications" ADD CONSTRAINT "report_verifications_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_verifications" ADD CONSTRAINT "report_verifications_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;