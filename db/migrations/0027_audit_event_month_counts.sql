CREATE TABLE "audit_event_month_counts" (
	"clinic_id" uuid NOT NULL,
	"month" date NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_event_month_counts_key" UNIQUE NULLS NOT DISTINCT("clinic_id","month","actor_user_id","action")
);
--> statement-breakpoint
ALTER TABLE "audit_event_month_counts" ADD CONSTRAINT "audit_event_month_counts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_event_counts_action_day_idx" ON "audit_event_counts" USING btree ("clinic_id","action","day");--> statement-breakpoint
CREATE INDEX "audit_event_counts_actor_day_idx" ON "audit_event_counts" USING btree ("clinic_id","actor_user_id","day");--> statement-breakpoint
-- hand-written below
-- The month roll-up is kept by the same deferred trigger as the daily counts (one more upsert per
-- audit event, at commit), and filled once from the daily counts, which are exact.
CREATE OR REPLACE FUNCTION "audit_event_counts_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  local_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.clinic_id IS NOT NULL THEN
      local_day := (NEW.at AT TIME ZONE 'Asia/Kolkata')::date;
      INSERT INTO audit_event_counts AS c (clinic_id, day, actor_user_id, action, n)
      VALUES (NEW.clinic_id, local_day, NEW.actor_user_id, NEW.action, 1)
      ON CONFLICT (clinic_id, day, actor_user_id, action) DO UPDATE SET n = c.n + 1;
      INSERT INTO audit_event_month_counts AS m (clinic_id, month, actor_user_id, action, n)
      VALUES (NEW.clinic_id, date_trunc('month', local_day)::date, NEW.actor_user_id, NEW.action, 1)
      ON CONFLICT (clinic_id, month, actor_user_id, action) DO UPDATE SET n = m.n + 1;
    END IF;
  ELSIF OLD.clinic_id IS NOT NULL THEN
    local_day := (OLD.at AT TIME ZONE 'Asia/Kolkata')::date;
    UPDATE audit_event_counts SET n = n - 1
    WHERE clinic_id = OLD.clinic_id AND day = local_day
      AND actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id AND action = OLD.action;
    UPDATE audit_event_month_counts SET n = n - 1
    WHERE clinic_id = OLD.clinic_id AND month = date_trunc('month', local_day)::date
      AND actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id AND action = OLD.action;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO audit_event_month_counts (clinic_id, month, actor_user_id, action, n)
  SELECT clinic_id, date_trunc('month', day)::date, actor_user_id, action, sum(n)
  FROM audit_event_counts
  GROUP BY 1, 2, 3, 4;
