-- The current definition of audit_event_counts_maintain(), as migration 0027_audit_event_month_counts.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
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
END $$;
