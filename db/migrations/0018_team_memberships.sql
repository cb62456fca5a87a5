CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"doctor_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid NOT NULL,
	"accepted_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('admin', 'doctor', 'receptionist'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"doctor_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "memberships_user_clinic_unique" UNIQUE("user_id","clinic_id"),
	CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('admin', 'doctor', 'receptionist'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "signed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "signed_doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "signed_doctor_name" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "signed_doctor_registration_number" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "signed_version" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "amended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_unique" ON "invitations" USING btree ("clinic_id",lower("email")) WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_clinic_status_idx" ON "invitations" USING btree ("clinic_id","status");--> statement-breakpoint
CREATE INDEX "memberships_clinic_idx" ON "memberships" USING btree ("clinic_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
-- hand-written below
-- Every login so far was its clinic's only account, created by signup as its admin: it becomes the
-- admin membership of that clinic, linked to the clinic's first doctor (the one the signup named),
-- so the reports it finalizes carry that doctor's signature as before. Ids do not change.
INSERT INTO "memberships" ("clinic_id", "user_id", "role", "doctor_id", "active", "created_at", "updated_at")
SELECT u."clinic_id", u."id", 'admin',
  (SELECT d."id" FROM "doctors" d WHERE d."clinic_id" = u."clinic_id" ORDER BY d."created_at", d."id" LIMIT 1),
  true, u."created_at", now()
FROM "users" u;--> statement-breakpoint
-- A role change or deactivation must reach every server's session cache at commit, as user changes do.
CREATE OR REPLACE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('auth_change', 'session:' || OLD.sid);
  ELSIF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('auth_change', 'user:' || OLD.id);
    ELSE
      PERFORM pg_notify('auth_change', 'user:' || NEW.id);
    END IF;
  ELSIF TG_TABLE_NAME = 'memberships' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('auth_change', 'user:' || OLD.user_id);
    ELSE
      PERFORM pg_notify('auth_change', 'user:' || NEW.user_id);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_change', 'clinic:' || OLD.clinic_id);
  ELSE
    PERFORM pg_notify('auth_change', 'clinic:' || NEW.clinic_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_notify_change" AFTER UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
