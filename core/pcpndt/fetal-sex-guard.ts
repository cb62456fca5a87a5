import { normaliseForGuard } from './fetal-sex-normalise.ts';
import {
  ALLOWED_PHRASES,
  COUNT_BEFORE,
  CURRENT_PREGNANCY,
  type DisclosureRule,
  GUARD_LEVELS,
  type GuardLevel,
  LIVING_CHILD,
  NEGATION,
  RULES,
} from './fetal-sex-vocabulary.ts';
import { findSpacedScriptWord } from './vocabulary/spaced-letters.ts';

/**
 * PC-PNDT Act s.5(2): the sex of the foetus may not be communicated "by words, signs or in any
 * other manner". The schemas refuse every free-text value for which this returns a phrase
 * (DESIGN §5 "Fetal sex"; research/domain-references.md A.5 (d)).
 *
 * The text is folded first (fetal-sex-normalise.ts), legitimate phrases that pair a sex word with
 * an adult are blanked, then the vocabulary's rules up to the level are tried; the earliest match
 * that no scope excuses wins (the longest at that place) and is quoted from the original text.
 *
 * Every text field of every save passes through here, so the rules of a level are scanned as one
 * alternation per regex flag set, and tried one by one only where that scan stops.
 */

interface Scanner {
  /** Alternations of the rules, by flag set; `unicode` ones need text outside ASCII to match. */
  scans: { pattern: RegExp; unicode: boolean }[];
  /** Each rule anchored (sticky), to learn which ones match where a scan stopped. */
  anchored: { rule: DisclosureRule; pattern: RegExp; unicode: boolean }[];
}

/**
 * Rules written without Unicode property classes or characters beyond the BMP run without the
 * 'u' flag: case-insensitive matching is an order of magnitude faster without it in V8, and every
 * text field of every save is scanned. The others only ever match text with non-ASCII characters.
 */
const needsUnicode = (pattern: RegExp) => /\\[pP]\{|[\u{10000}-\u{10FFFF}]/u.test(pattern.source);
const flagsFor = (pattern: RegExp) => (needsUnicode(pattern) ? pattern.flags : pattern.flags.replace('u', ''));
const PLAIN = /^[\x20-\x7E\t\n\r]*$/;

function alternation(patterns: readonly RegExp[], flags: string): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags);
}

const ALLOWED = [
  alternation(
    ALLOWED_PHRASES.filter((p) => !needsUnicode(p)),
    'gi',
  ),
  alternation(
    ALLOWED_PHRASES.filter((p) => needsUnicode(p)),
    'giu',
  ),
];

const scanners = new Map<string, Scanner>();

/** The rules from level `lowest` up to `level`, compiled once. */
function scannerFor(lowest: GuardLevel, level: GuardLevel): Scanner {
  const key = `${lowest}:${level}`;
  const known = scanners.get(key);
  if (known) return known;
  const [from, to] = [GUARD_LEVELS.indexOf(lowest), GUARD_LEVELS.indexOf(level)];
  const rules = RULES.filter((rule) => {
    const rank = GUARD_LEVELS.indexOf(rule.level);
    return rank >= from && rank <= to;
  });
  const flagSets = [...new Set(rules.map((rule) => flagsFor(rule.pattern)))];
  const scanner: Scanner = {
    scans: flagSets.map((flags) => ({
      pattern: alternation(
        rules.filter((rule) => flagsFor(rule.pattern) === flags).map((rule) => rule.pattern),
        flags,
      ),
      unicode: flags.includes('u'),
    })),
    anchored: rules.map((rule) => ({
      rule,
      pattern: new RegExp(rule.pattern.source, `${flagsFor(rule.pattern).replace('g', '')}y`),
      unicode: needsUnicode(rule.pattern),
    })),
  };
  scanners.set(key, scanner);
  return scanner;
}

const CLAUSE_END = /[.;\n]/u;

function clauseAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !CLAUSE_END.test(text[from - 1] ?? '')) from -= 1;
  let to = end;
  while (to < text.length && !CLAUSE_END.test(text[to] ?? '')) to += 1;
  return text.slice(from, to);
}

/** A living child's sex: after a count, or in a clause about the family born, not this pregnancy. */
function isAboutLivingChild(text: string, start: number, end: number): boolean {
  if (COUNT_BEFORE.test(text.slice(Math.max(0, start - 12), start))) return true;
  const clause = clauseAround(text, start, end);
  return LIVING_CHILD.test(clause) && !CURRENT_PREGNANCY.test(clause);
}

/** The longest unexcused match of any rule starting exactly at `index`, as its length. */
function disclosureAt(text: string, index: number, scanner: Scanner, plain: boolean): number {
  let longest = 0;
  for (const { rule, pattern, unicode } of scanner.anchored) {
    if (unicode && plain) continue;
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match || match[0].length <= longest) continue;
    const end = index + match[0].length;
    if (rule.negatable && NEGATION.test(clauseAround(text, index, end))) continue;
    if (rule.living && isAboutLivingChild(text, index, end)) continue;
    longest = match[0].length;
  }
  return longest;
}

/**
 * What a field holds, for callers that know the field rather than the level:
 * - `name`, `address`, `referrer`: a person's or place's name ("Jai Mata Di Hospital", "Near Laxmi
 *   Aai Mandir" pass; "ladka hoga", "male fetus" and ♂ are still refused);
 * - `note`, `clinical`, `label`, `message`: free text of staff, templates and messages (code words
 *   and bare "beti" are refused, a living family is excused);
 * - `obstetric`: text about a pregnancy, where a bare "boy" or "scrotum" can only be the foetus.
 */
export const FIELD_KIND_LEVELS = {
  name: 'person',
  address: 'person',
  referrer: 'person',
  note: 'clinical',
  clinical: 'clinical',
  label: 'clinical',
  message: 'clinical',
  obstetric: 'pregnancy',
} as const satisfies Record<string, GuardLevel>;
export type FieldKind = keyof typeof FIELD_KIND_LEVELS;

/** The level a field kind (or a level given as is) is screened at. */
export function guardLevelOf(kindOrLevel: FieldKind | GuardLevel): GuardLevel {
  return (GUARD_LEVELS as readonly string[]).includes(kindOrLevel)
    ? (kindOrLevel as GuardLevel)
    : FIELD_KIND_LEVELS[kindOrLevel as FieldKind];
}

/**
 * The first phrase of `text` that discloses or asks about the sex of the foetus, or null.
 * `level` says what the text is (fetal-sex-vocabulary.ts), as a level or a field kind: a name or
 * address (`person`), any clinical text (`clinical`), or text about a pregnancy (`pregnancy`, the
 * default and strictest). `lowest` leaves out the rules below it, for text already screened at a
 * lower level.
 */
export function findFetalSexDisclosure(
  text: string,
  level: GuardLevel | FieldKind = 'pregnancy',
  lowest: GuardLevel = 'person',
): string | null {
  if (!text) return null;
  const scanner = scannerFor(lowest, guardLevelOf(level));
  const folded = normaliseForGuard(text);
  const plain = PLAIN.test(folded.text);
  let masked = folded.text;
  for (const allowed of plain ? ALLOWED.slice(0, 1) : ALLOWED) {
    masked = masked.replace(allowed, (phrase) => ' '.repeat(phrase.length));
  }

  let best: { index: number; length: number } | null = null;
  for (const { pattern: scan, unicode } of scanner.scans) {
    if (unicode && plain) continue;
    scan.lastIndex = 0;
    for (let match = scan.exec(masked); match; match = scan.exec(masked)) {
      if (best && match.index >= best.index) break;
      const length = disclosureAt(masked, match.index, scanner, plain);
      if (length > 0) {
        best = { index: match.index, length };
        break;
      }
      scan.lastIndex = match.index + 1;
    }
  }
  if (!best) {
    // Spaced-out Indian-script words are refused where their bare words are (clinical and up).
    const clinical = GUARD_LEVELS.indexOf('clinical');
    const [from, to] = [GUARD_LEVELS.indexOf(lowest), GUARD_LEVELS.indexOf(guardLevelOf(level))];
    return from <= clinical && to >= clinical && !plain ? findSpacedScriptWord(text) : null;
  }
  const span = folded.spanOf(best.index, best.index + best.length);
  return text.slice(span.from, span.to).trim();
}
