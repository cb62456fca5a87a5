ALTER TABLE "report_deliveries" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "code_sent_to" text;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "codes_sent" integer DEFAULT 0 NOT NULL;