-- The current definition of notify_auth_change(), as migration 0025_centres.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
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
END $$;
