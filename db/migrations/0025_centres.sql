CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"primary_clinic_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_primary_clinic_unique" ON "organisations" USING btree ("primary_clinic_id");--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinics_organisation_idx" ON "clinics" USING btree ("organisation_id");--> statement-breakpoint
-- hand-written below
-- (The generated ADD COLUMN above was edited to leave out NOT NULL: existing clinics get their
-- organisation first, then the column becomes NOT NULL.)
-- Every existing clinic becomes the first and only centre of its own organisation, named after it.
-- No clinic, subscription or record moves or changes id: the subscription row stays on the clinic,
-- which is now its organisation's primary centre.
INSERT INTO "organisations" ("name", "primary_clinic_id", "created_at", "updated_at")
SELECT c."name", c."id", c."created_at", now() FROM "clinics" c;--> statement-breakpoint
UPDATE "clinics" c SET "organisation_id" = o."id" FROM "organisations" o WHERE o."primary_clinic_id" = c."id";--> statement-breakpoint
ALTER TABLE "clinics" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
-- The primary centre must be a clinic. Deferred to commit: a signup inserts the organisation and
-- its first clinic in one transaction, each naming the other.
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_primary_clinic_id_clinics_id_fk" FOREIGN KEY ("primary_clinic_id")
  REFERENCES "public"."clinics"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Sessions carry the organisation's subscription, the current centre's name and registration
-- number, and whether the login is an organisation admin, so the auth_change triggers now also
-- announce: a subscription change to every centre of its organisation, a centre's renaming, a
-- session switching centre, and a new membership (it may make its user an organisation admin).
CREATE OR REPLACE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  centre uuid;
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
  ELSIF TG_TABLE_NAME = 'clinics' THEN
    PERFORM pg_notify('auth_change', 'clinic:' || NEW.id);
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    FOR centre IN
      SELECT c."id" FROM "clinics" c JOIN "organisations" o ON o."id" = c."organisation_id"
      WHERE o."primary_clinic_id" = CASE WHEN TG_OP = 'DELETE' THEN OLD.clinic_id ELSE NEW.clinic_id END
    LOOP
      PERFORM pg_notify('auth_change', 'clinic:' || centre);
    END LOOP;
    -- A subscription row of a clinic that is no organisation's primary centre (none today).
    IF NOT FOUND THEN
      PERFORM pg_notify('auth_change', 'clinic:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.clinic_id ELSE NEW.clinic_id END);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_change', 'clinic:' || OLD.clinic_id);
  ELSE
    PERFORM pg_notify('auth_change', 'clinic:' || NEW.clinic_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_switch" AFTER UPDATE OF "clinic_id" ON "sessions"
  FOR EACH ROW WHEN (OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id") EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "clinics_notify_rename" AFTER UPDATE OF "name", "registration_number" ON "clinics"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
DROP TRIGGER "memberships_notify_change" ON "memberships";--> statement-breakpoint
CREATE TRIGGER "memberships_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
