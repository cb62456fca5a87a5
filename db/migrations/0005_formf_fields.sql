CREATE TABLE "pcpndt_form_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"amended_by" uuid NOT NULL,
	"amended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pcpndt_form_amendments_clinic_form_version_unique" UNIQUE("clinic_id","form_id","version")
);
--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "is_compliant" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "patient_phone" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "indications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "patient_declaration_date" date;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "procedure_date" date;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "result_conveyed_to" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "result_conveyed_on" date;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "mtp_indication" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pcpndt_form_amendments" ADD CONSTRAINT "pcpndt_form_amendments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_form_amendments" ADD CONSTRAINT "pcpndt_form_amendments_clinic_id_form_id_pcpndt_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."pcpndt_forms"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcpndt_form_amendments_form_idx" ON "pcpndt_form_amendments" USING btree ("clinic_id","form_id");--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_report_unique" UNIQUE("clinic_id","report_id");