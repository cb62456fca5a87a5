-- The current definition of patient_name_words_of(), as migration 0015_patient_name_words.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION "patient_name_words_of"(first_name text, last_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}')
  FROM regexp_split_to_table(lower(first_name || ' ' || last_name), '\s+') AS word
  WHERE word <> ''
$$;
