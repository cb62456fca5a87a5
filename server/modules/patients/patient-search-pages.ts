import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, prepareOnce } from '../../../db/client.ts';
import { patients } from '../../../db/schema/patients.ts';
import type { PatientRow } from './patient-presenter.ts';
import { matchingPatients, otherScriptOrTyped, type SearchMatch } from './patient-search-match.ts';

/**
 * One page of a search alone (the Patient Management page's box), newest first, with the exact
 * total; each statement prepared. The total is null when the page is past the end (no row to
 * carry it).
 */
export async function findSearchPage(
  db: Database,
  clinicId: string,
  match: SearchMatch,
  limit: number,
  offset: number,
): Promise<{ rows: PatientRow[]; total: number | null }> {
  const page = { clinicId, limit, offset };
  let found: { patient: PatientRow; total: number }[];
  if (match.kind === 'patient-id') {
    found = await patientIdPrefixPage(db).execute({ ...page, from: match.from, to: match.to });
  } else if (match.kind === 'text') {
    found = await textPage(db).execute({ ...page, pattern: match.pattern });
  } else {
    const [pattern] = match.patterns;
    const merged =
      match.patterns.length === 1
        ? await fragmentPage(db).execute({ ...page, pattern, skeleton: match.skeletons[0], other: match.others[0] })
        : undefined;
    // More of the clinic's words hold the fragment than the merge has slots for: group instead. An
    // empty page cannot say so (no row carries the flag), and is cheap to ask the other way.
    found =
      merged?.[0] && !merged[0].overflow
        ? merged
        : await nameWordsPage(db).execute({
            ...page,
            patterns: match.patterns,
            skeletons: match.skeletons,
            others: match.others,
          });
  }
  return { rows: found.map((row) => row.patient), total: found[0]?.total ?? null };
}

const p = sql.placeholder;

/**
 * The page from matches given as SQL: a CTE read twice (counted, and paged newest first), which
 * PostgreSQL therefore materializes, so the planner keeps the one index the match condition can
 * use instead of walking the created_at index hoping to stop early (stack notes G8: that gamble
 * cost 0.5-1.5 s at p99). Only the page's twenty patients are then read in full.
 */
const matchPage = (db: Database, name: string, matches: SQL) =>
  prepareOnce(db, name, (shared) => {
    const matched = shared.$with('matched', { id: sql<string>`id`, createdAt: sql<Date>`created_at` }).as(matches);
    return shared
      .with(matched)
      .select({ patient: patients, total: sql<number>`(select count(*) from matched)`.mapWith(Number) })
      .from(patients)
      .where(
        and(
          eq(patients.clinicId, p('clinicId')),
          sql`${patients.id} in (select id from matched order by created_at desc, id desc
            limit ${p('limit')} offset ${p('offset')})`,
        ),
      )
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .prepare(name);
  });

/** A phone fragment or any other text: the trigram index of the narrow patient_search. */
const textPage = (db: Database) =>
  matchPage(db, 'patient_search_page', matchingPatients('text', { clinicId: p('clinicId'), pattern: p('pattern') }));

/** Several words ('meera sha'): every one must occur in one of the patient's name words. */
const nameWordsPage = (db: Database) =>
  matchPage(
    db,
    'patient_name_page',
    matchingPatients('name-words', {
      clinicId: p('clinicId'),
      patterns: p('patterns'),
      skeletons: p('skeletons'),
      others: p('others'),
    }),
  );

/** "p-" and digits: a prefix of the patient id, in the id's own index (patient-search-match.ts). */
const patientIdPrefixPage = (db: Database) =>
  matchPage(
    db,
    'patient_id_prefix_page',
    matchingPatients('patient-id', { clinicId: p('clinicId'), from: p('from'), to: p('to') }),
  );

/** How many of the clinic's words holding one fragment are merged; more take nameWordsPage. */
const WORD_SLOTS = 8;

/**
 * The patients holding any of the found words, newest first and each once: every word's patients
 * already come newest first from patient_name_words' key, so PostgreSQL merges the ordered lists
 * (Merge Append) and drops a patient met twice as it passes (Unique), with no hash table and no
 * sort; a page stops reading after its rows. An unused slot names no word and reads nothing.
 */
function mergedWordLists(): SQL {
  const lists = Array.from(
    { length: WORD_SLOTS },
    (_, slot) => sql`(select created_at, patient_id from patient_name_words
      where clinic_id = ${p('clinicId')} and word = (select found from words)[${sql.raw(String(slot + 1))}]
      order by created_at desc, patient_id desc)`,
  );
  return sql`select distinct on (created_at, patient_id) created_at, patient_id
    from (${sql.join(lists, sql` union all `)}) as lists
    order by created_at desc, patient_id desc`;
}

/**
 * One fragment ('meer'): the clinic's words holding it, then their patients merged (above), once
 * to count them and once for the page. 'meer' over 2,500 of 100,000 patients: 0.45 ms of
 * PostgreSQL where hashing the matches to drop duplicates and sorting them took 1.3 ms
 * (bench/README). `overflow` says more words matched than there are slots.
 */
const fragmentPage = (db: Database) =>
  prepareOnce(db, 'patient_name_fragment_page', (shared) => {
    const words = shared.$with('words', { found: sql<string[]>`found` }).as(
      sql`select array(select word from clinic_name_words where clinic_id = ${p('clinicId')}
        and ${otherScriptOrTyped('clinic_name_words', sql`${p('pattern')}::text`, sql`${p('skeleton')}::text`, sql`${p('other')}::text`)}
        order by word limit ${sql.raw(String(WORD_SLOTS + 1))}) as found`,
    );
    return shared
      .with(words)
      .select({
        patient: patients,
        total: sql<number>`(select count(*) from (${mergedWordLists()}) as merged)`.mapWith(Number),
        overflow: sql<boolean>`(select cardinality(found) > ${sql.raw(String(WORD_SLOTS))} from words)`,
      })
      .from(patients)
      .where(
        and(
          eq(patients.clinicId, p('clinicId')),
          sql`${patients.id} in (select patient_id from (${mergedWordLists()}) as merged
            limit ${p('limit')} offset ${p('offset')})`,
        ),
      )
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .prepare('patient_name_fragment_page');
  });
