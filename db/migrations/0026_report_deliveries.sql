CREATE TABLE "clinic_message_settings" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"appointment_reminders" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_masked" text NOT NULL,
	"message_id" uuid,
	"link_token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"download_token_hash" text,
	"download_expires_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_deliveries_link_token_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "report_deliveries_download_token_unique" UNIQUE("download_token_hash"),
	CONSTRAINT "report_deliveries_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "report_deliveries_channel_check" CHECK ("report_deliveries"."channel" in ('email', 'whatsapp', 'sms')),
	CONSTRAINT "report_deliveries_recipient_check" CHECK ("report_deliveries"."recipient" in ('patient', 'referrer'))
);
--> statement-breakpoint
CREATE TABLE "report_delivery_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_channel_check";--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "message_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "message_consent_by" uuid;--> statement-breakpoint
ALTER TABLE "clinic_message_settings" ADD CONSTRAINT "clinic_message_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_message_id_outgoing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outgoing_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery_downloads" ADD CONSTRAINT "report_delivery_downloads_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery_downloads" ADD CONSTRAINT "report_delivery_downloads_clinic_id_delivery_id_report_deliveries_clinic_id_id_fk" FOREIGN KEY ("clinic_id","delivery_id") REFERENCES "public"."report_deliveries"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_deliveries_clinic_report_idx" ON "report_deliveries" USING btree ("clinic_id","report_id","created_at");--> statement-breakpoint
CREATE INDEX "report_delivery_downloads_delivery_idx" ON "report_delivery_downloads" USING btree ("clinic_id","delivery_id");--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_channel_check" CHECK ("outgoing_messages"."channel" in ('email', 'whatsapp', 'sms'));