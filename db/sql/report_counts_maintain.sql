-- The current definition of report_counts_maintain(), as migration 0011_list_indexes_and_report_counts.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "report_counts_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_counts AS c (clinic_id, report_type, status, n)
    VALUES (NEW.clinic_id, NEW.report_type, NEW.status, 1)
    ON CONFLICT (clinic_id, report_type, status) DO UPDATE SET n = c.n + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE report_counts SET n = n - 1
    WHERE clinic_id = OLD.clinic_id AND report_type = OLD.report_type AND status = OLD.status;
  ELSIF (OLD.clinic_id, OLD.report_type, OLD.status) IS DISTINCT FROM (NEW.clinic_id, NEW.report_type, NEW.status) THEN
    INSERT INTO report_counts AS c (clinic_id, report_type, status, n)
    SELECT d.clinic_id, d.report_type, d.status, d.n
    FROM (VALUES (OLD.clinic_id, OLD.report_type, OLD.status, -1), (NEW.clinic_id, NEW.report_type, NEW.status, 1))
      AS d(clinic_id, report_type, status, n)
    ORDER BY d.clinic_id, d.report_type, d.status
    ON CONFLICT (clinic_id, report_type, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
