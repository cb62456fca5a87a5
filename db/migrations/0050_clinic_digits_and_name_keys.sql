ALTER TABLE "clinics" ADD COLUMN "digits" text DEFAULT 'latin' NOT NULL;--> statement-breakpoint
-- Hand-written (issue 34 item 6): name_skeleton, the twin of nameSkeleton in
-- core/names/name-scripts.ts, now gives the common irregular spellings one key: Devanagari
-- spellings Latin writes with other letters are first turned into those letters (ज्ञ "gy", ड़ ढ़
-- "r", the vocalic r, the anusvara "m" before a labial and "ngh" before ह), "rh" is aspiration
-- too, and a final y after a consonant or an e is a vowel ("Reddy", "Pandey").
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
--> statement-breakpoint
-- clinic_name_words.skeleton is generated from name_skeleton(word): a new function body does not
-- touch stored values, but an update of the row recomputes them (and the index follows).
UPDATE "clinic_name_words" SET "word" = "word";
