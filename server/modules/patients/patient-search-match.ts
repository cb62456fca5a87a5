import { type SQL, sql } from 'drizzle-orm';
import { nameWordMatch } from '../../../core/names/name-scripts.ts';
import { normaliseApostrophes } from '../../../core/names/person-name.ts';

/**
 * What a patient search term is matched against, decided from its shape. Every kind yields the
 * matching patients' `id` and `created_at`, in SQL that the paged search prepares with
 * placeholders and the filtered list embeds with the values themselves, so a term finds the same
 * patients with or without the gender and without-reports filters.
 */
export type SearchMatch =
  /** "p-" and digits: a prefix of the patient id, as a byte range of its own index. */
  | { kind: 'patient-id'; from: string; to: string }
  /**
   * Letters and spaces: every word occurs in one of the patient's name words, as typed (`patterns`,
   * %word%) or spelt in the other script (`skeletons` and `others`, core/names/name-scripts.ts
   * nameWordMatch), one of each a word.
   */
  | { kind: 'name-words'; words: string[]; patterns: string[]; skeletons: string[]; others: string[] }
  /** Anything else (a phone fragment, a mix): a substring of name, patient id and phone. */
  | { kind: 'text'; pattern: string };

/** Lower-cased, LIKE wildcards escaped; a phone typed with spaces or dashes still matches. */
export function normaliseSearch(term: string): string {
  let text = normaliseApostrophes(term).trim().toLowerCase();
  if (/^[\d\s-]+$/.test(text)) text = text.replace(/[\s-]/g, '');
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Names hold only letters, marks, spaces and dots, phones only digits, and the search text joins
 * the parts with spaces, so such a term can only occur at the start of the patient id (P-000123).
 */
const PATIENT_ID_SHAPE = /^p-\d+$/;
/**
 * What a patient's first and last names are made of (core/names/person-name.ts): letters and
 * spaces, a hyphen or apostrophe only between letters. The name-word trigger splits names on
 * spaces only, so "deshpande-kulkarni" is one word, which 'kulkarni' and 'deshpande-kul' both
 * occur in; a term like "p-" keeps the text match (the patient id).
 */
const NAME_WORDS_SHAPE = /^[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*(?: +[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*)*$/u;

export function classifySearch(term: string): SearchMatch {
  const text = normaliseSearch(term);
  if (PATIENT_ID_SHAPE.test(text)) return { kind: 'patient-id', ...prefixRange(text.toUpperCase()) };
  if (NAME_WORDS_SHAPE.test(text)) {
    // Word by word, in any order: 'sharma meera' finds Meera Sharma, as 'meera sha' does.
    const words = [...new Set(text.split(' ').filter((word) => word !== ''))];
    const matches = words.map(nameWordMatch);
    return {
      kind: 'name-words',
      words,
      patterns: matches.map((m) => m.like),
      skeletons: matches.map((m) => m.skeleton),
      others: matches.map((m) => m.other),
    };
  }
  return { kind: 'text', pattern: `%${text}%` };
}

/** Every ASCII string starting with prefix lies in [prefix, prefix with its last byte + 1). */
function prefixRange(prefix: string): { from: string; to: string } {
  const last = prefix.charCodeAt(prefix.length - 1);
  return { from: prefix, to: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
}

/** The values a match's SQL takes, as placeholders (prepared) or as the values themselves. */
export interface MatchValues {
  clinicId: unknown;
  from?: unknown;
  to?: unknown;
  /** text[]s of a name search's words: LIKE patterns, their keys' LIKE patterns, other-script expressions. */
  patterns?: unknown;
  skeletons?: unknown;
  others?: unknown;
  pattern?: unknown;
}

/** `select id, created_at` of the clinic's patients the term matches. */
export function matchingPatients(kind: SearchMatch['kind'], v: MatchValues): SQL {
  if (kind === 'patient-id') {
    // text_pattern_ops operators, which a generic plan can take from the id's own index where a
    // LIKE pattern given as a parameter could not.
    return sql`select id, created_at from patients where clinic_id = ${v.clinicId}
      and patient_id ~>=~ ${v.from} and patient_id ~<~ ${v.to}`;
  }
  if (kind === 'name-words') {
    // The lexicon gives the clinic's words each pattern occurs in (through its trigram index, or by
    // filtering the clinic's few thousand words where a generic plan prefers that); the patients
    // holding those words come from patient_name_words' key alone. A patient is kept when every
    // pattern found one of their words (one bit per pattern), and once however many matched.
    return sql`select w.patient_id as id, w.created_at
      from unnest(${v.patterns}::text[], ${v.skeletons}::text[], ${v.others}::text[])
        with ordinality as term(pattern, skeleton, other, n)
      join clinic_name_words l on l.clinic_id = ${v.clinicId} and ${otherScriptOrTyped('l', sql`term.pattern`, sql`term.skeleton`, sql`term.other`)}
      join patient_name_words w on w.clinic_id = ${v.clinicId} and w.word = l.word
      group by w.patient_id, w.created_at
      having bit_or(1::bigint << (term.n::int - 1)) = (1::bigint << cardinality(${v.patterns}::text[])) - 1`;
  }
  // The narrow patient_search table's trigram index (db/schema/patient-search.ts).
  return sql`select patient_id as id, created_at from patient_search
    where clinic_id = ${v.clinicId} and search like ${v.pattern}`;
}

/**
 * A lexicon word matching one typed word: as typed (its trigram index), or in the other script,
 * where the word's key narrows the candidates through its own trigram index and the exact
 * expression decides (a regular expression over every word of a clinic cost ~10 ms).
 */
export function otherScriptOrTyped(alias: string, like: SQL, skeleton: SQL, other: SQL): SQL {
  const word = sql.raw(`${alias}.word`);
  const key = sql.raw(`${alias}.skeleton`);
  return sql`(${word} like ${like} or (${other} <> '' and ${key} like ${skeleton} and ${word} ~ ${other}))`;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The same match with the values inline, for statements built per request. */
export function matchingPatientsInline(clinicId: string, match: SearchMatch): SQL {
  if (match.kind === 'name-words') {
    return matchingPatients('name-words', {
      clinicId,
      patterns: textArray(match.patterns),
      skeletons: textArray(match.skeletons),
      others: textArray(match.others),
    });
  }
  return matchingPatients(match.kind, { clinicId, ...match });
}
