CREATE TABLE "audit_event_counts" (
	"clinic_id" uuid NOT NULL,
	"day" date NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_event_counts_key" UNIQUE NULLS NOT DISTINCT("clinic_id","day","actor_user_id","action")
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"pending_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_clinic_at_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expires" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "audit_event_counts" ADD CONSTRAINT "audit_event_counts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenges_user_idx" ON "login_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_clinic_actor_at_idx" ON "audit_events" USING btree ("clinic_id","actor_user_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_clinic_action_at_idx" ON "audit_events" USING btree ("clinic_id","action","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_token_unique" ON "users" USING btree ("email_verification_token");--> statement-breakpoint
CREATE INDEX "audit_clinic_at_idx" ON "audit_events" USING btree ("clinic_id","at","id");--> statement-breakpoint
-- hand-written below
-- audit_event_counts stays exact whatever writes audit_events. Written at commit (a deferred
-- constraint trigger, like report_counts), so a busy clinic's writes hold a counter row only while
-- committing. Days are India dates, the same days the activity log's date filter uses.
CREATE OR REPLACE FUNCTION "audit_event_counts_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.clinic_id IS NOT NULL THEN
      INSERT INTO audit_event_counts AS c (clinic_id, day, actor_user_id, action, n)
      VALUES (NEW.clinic_id, (NEW.at AT TIME ZONE 'Asia/Kolkata')::date, NEW.actor_user_id, NEW.action, 1)
      ON CONFLICT (clinic_id, day, actor_user_id, action) DO UPDATE SET n = c.n + 1;
    END IF;
  ELSIF OLD.clinic_id IS NOT NULL THEN
    UPDATE audit_event_counts SET n = n - 1
    WHERE clinic_id = OLD.clinic_id AND day = (OLD.at AT TIME ZONE 'Asia/Kolkata')::date
      AND actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id AND action = OLD.action;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_events_maintain_counts" AFTER INSERT OR DELETE ON "audit_events"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "audit_event_counts_maintain"();--> statement-breakpoint
INSERT INTO audit_event_counts (clinic_id, day, actor_user_id, action, n)
  SELECT clinic_id, (at AT TIME ZONE 'Asia/Kolkata')::date, actor_user_id, action, count(*)
  FROM audit_events WHERE clinic_id IS NOT NULL
  GROUP BY 1, 2, 3, 4;
