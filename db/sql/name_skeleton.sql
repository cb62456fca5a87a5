-- The current definition of name_skeleton(), as migration 0050_clinic_digits_and_name_keys.sql left it.
-- Change it with a new migration and update this file: tests/api/sql-functions.test.ts compares
-- it with the database.
CREATE OR REPLACE FUNCTION name_skeleton(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(
    translate(
      replace(regexp_replace(latin, '([^aiou])y$', '\1'), 'x', 'ks'),
      'fwzqकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहंँ',
      'pvjkkkggnccjjnttddnttddnppbbmyrlvssshnn'),
    '[^bcdghjklmnprstvy]', '', 'g')
  from (select lower(normalize(word, NFC)) as lowered) w,
    lateral (select
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lowered,
        'ज्ञ', 'gy', 'g'),
        '[डढ]़', 'r', 'g'),
        '[ृऋ]', 'r', 'g'),
        '[ंँ]([पफबभम])', 'm\1', 'g'),
        '[ंँ]ह', 'ngh', 'g') as spelled) d,
    lateral (select
      regexp_replace(regexp_replace(spelled, '([kgcjtdpbsr])h', '\1', 'g'), '([kgcjtdpbsr])h', '\1', 'g') as latin) l
$$;
