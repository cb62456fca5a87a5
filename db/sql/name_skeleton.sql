-- The current definition of name_skeleton(), as migration 0046_person_and_name_keys.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE FUNCTION name_skeleton(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(
    translate(
      replace(
        regexp_replace(regexp_replace(lower(normalize(word, NFC)), '([kgcjtdpbs])h', '\1', 'g'), '([kgcjtdpbs])h', '\1', 'g'),
        'x', 'ks'),
      'fwzqकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहं',
      'pvjkkkggnccjjnttddnttddnppbbmyrlvssshn'),
    '[^bcdghjklmnprstvy]', '', 'g')
$$;
