CREATE TABLE "pcpndt_form_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcpndt_form_attachments_kind" CHECK ("pcpndt_form_attachments"."kind" in ('referral_slip', 'referral_note', 'case_papers')),
	CONSTRAINT "pcpndt_form_attachments_type" CHECK ("pcpndt_form_attachments"."content_type" in ('image/png', 'image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "pcpndt_register_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"month" text NOT NULL,
	"filed_on" date NOT NULL,
	"filed_with" text NOT NULL,
	"reference_number" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcpndt_register_filings_clinic_month_unique" UNIQUE("clinic_id","month"),
	CONSTRAINT "pcpndt_register_filings_month" CHECK ("pcpndt_register_filings"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "pcpndt_form_attachments" ADD CONSTRAINT "pcpndt_form_attachments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_form_attachments" ADD CONSTRAINT "pcpndt_form_attachments_clinic_id_form_id_pcpndt_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."pcpndt_forms"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_register_filings" ADD CONSTRAINT "pcpndt_register_filings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcpndt_form_attachments_form_idx" ON "pcpndt_form_attachments" USING btree ("clinic_id","form_id","created_at");