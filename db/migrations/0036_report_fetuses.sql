ALTER TABLE "reports" ALTER COLUMN "multiple_pregnancy" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "multiple_pregnancy" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "fetuses" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "chorionicity" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "amnionicity" text;