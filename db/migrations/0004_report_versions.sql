CREATE TABLE "report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"edited_by" uuid NOT NULL,
	"edited_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "report_versions_clinic_report_version_unique" UNIQUE("clinic_id","report_id","version")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_versions_report_idx" ON "report_versions" USING btree ("clinic_id","report_id");--> statement-breakpoint
CREATE INDEX "reports_clinic_type_created_idx" ON "reports" USING btree ("clinic_id","report_type","created_at");