CREATE TABLE "clinic_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"size_bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "clinic_exports_status" CHECK ("clinic_exports"."status" in ('queued', 'running', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "clinic_exports" ADD CONSTRAINT "clinic_exports_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_exports_clinic_created_idx" ON "clinic_exports" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_exports_one_open_idx" ON "clinic_exports" USING btree ("clinic_id") WHERE "clinic_exports"."status" in ('queued', 'running');