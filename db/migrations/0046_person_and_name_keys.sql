-- Hand-written (decision 024): a name word's rough key in both scripts, the twin of nameSkeleton in
-- core/names/name-scripts.ts (tests/api/patient-two-scripts.test.ts compares them). Aspiration and
-- "sh"/"ch" dropped, common letter swaps merged, Devanagari consonants in Latin letters, vowels gone.
CREATE FUNCTION name_skeleton(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(
    translate(
      replace(
        regexp_replace(regexp_replace(lower(normalize(word, NFC)), '([kgcjtdpbs])h', '\1', 'g'), '([kgcjtdpbs])h', '\1', 'g'),
        'x', 'ks'),
      'fwzqकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहं',
      'pvjkkkggnccjjnttddnttddnppbbmyrlvssshn'),
    '[^bcdghjklmnprstvy]', '', 'g')
$$;--> statement-breakpoint
ALTER TABLE "clinic_name_words" ADD COLUMN "skeleton" text GENERATED ALWAYS AS (name_skeleton(word)) STORED;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "person_id" uuid;--> statement-breakpoint
CREATE INDEX "clinic_name_words_skeleton_trgm_idx" ON "clinic_name_words" USING gin ("clinic_id","skeleton" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinic_person_unique" UNIQUE("clinic_id","person_id");