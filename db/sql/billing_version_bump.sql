-- The current definition of billing_version_bump(), as migration 0056_billing_versions.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "billing_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.clinic_id ELSE NEW.clinic_id END;
  x text := pg_current_xact_id()::text;
BEGIN
  INSERT INTO billing_versions AS v (clinic_id, version, xact) VALUES (c, 1, x)
  ON CONFLICT (clinic_id) DO UPDATE SET version = v.version + 1, xact = excluded.xact WHERE v.xact <> excluded.xact;
  IF TG_OP = 'UPDATE' AND OLD.clinic_id IS DISTINCT FROM NEW.clinic_id THEN
    INSERT INTO billing_versions AS v (clinic_id, version, xact) VALUES (OLD.clinic_id, 1, x)
    ON CONFLICT (clinic_id) DO UPDATE SET version = v.version + 1, xact = excluded.xact WHERE v.xact <> excluded.xact;
  END IF;
  RETURN NULL;
END $$;
