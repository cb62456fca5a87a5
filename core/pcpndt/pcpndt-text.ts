import type { z } from 'zod';
import { type FieldKind, findFetalSexDisclosure, guardLevelOf } from './fetal-sex-guard.ts';
import type { GuardLevel } from './fetal-sex-vocabulary.ts';
import { SEX_IMPLYING, SEX_IMPLYING_ADVICE } from './vocabulary/sex-implying-findings.ts';

/**
 * The fetal-sex guard applied by construction: every free-text field of the report, patient,
 * study and Form F schemas is wrapped by `fetalSexGuard(level, message)`, so the server refuses
 * it (400, the PC-PNDT message on the field) and the browser's forms, which parse with the same
 * schemas, mark it before sending. pcpndt-schemas.test.ts fails for any string field that does
 * not refuse a disclosure and is not on its short list of non-text fields (ids, dates, phone numbers).
 */

type Message = (phrase: string) => string;

/** The refusal for a phrase, with the advice for findings that imply a sex (vocabulary/sex-implying-findings.ts). */
export function refusalFor(phrase: string, message: Message): string {
  return SEX_IMPLYING.test(phrase) ? `${message(phrase)}${SEX_IMPLYING_ADVICE}` : message(phrase);
}
type Path = (string | number)[];
interface IssueSink {
  addIssue: (issue: { code: 'custom'; path: Path; message: string }) => void;
}

/** The refusal for any text that is not a report, patient, appointment or Form F (those have their own wording). */
export const FETAL_SEX_MESSAGE: Message = (phrase) =>
  `This text must not record or disclose the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "${phrase}"`;

/** Every string inside a value, record keys included, with its path from the value. */
function* stringsIn(value: unknown, path: Path = []): Generator<[string, Path]> {
  if (typeof value === 'string') {
    yield [value, path];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield [key, [...path, key]];
      yield* stringsIn(item, [...path, key]);
    }
  }
}

function addDisclosures(value: unknown, level: GuardLevel, message: Message, ctx: IssueSink, prefix: Path = []) {
  for (const [text, path] of stringsIn(value)) {
    const phrase = findFetalSexDisclosure(text, level);
    if (phrase) ctx.addIssue({ code: 'custom', path: [...prefix, ...path], message: refusalFor(phrase, message) });
  }
}

/**
 * A wrapper for a text field's schema: after its own rules (trim, length, empty → null) every
 * string it holds is screened at `level` (fetal-sex-vocabulary.ts). Works on strings, nullish
 * strings, and records or arrays of them (report findings and measurements).
 */
export function fetalSexGuard(kindOrLevel: GuardLevel | FieldKind, message: Message = FETAL_SEX_MESSAGE) {
  const level = guardLevelOf(kindOrLevel);
  return <T extends z.ZodType>(schema: T): T => {
    return schema.superRefine((value, ctx) => addDisclosures(value, level, message, ctx));
  };
}

/**
 * For an object whose text is about a pregnancy only in some cases (an obstetric report): every
 * string of the parsed value screened with the 'pregnancy' rules, where a bare "boy" or "scrotum"
 * discloses. Its fields were screened at `fieldLevel` already, so only the rules above it run,
 * and a value those refused is not reported twice.
 */
export function addPregnancyDisclosures(
  value: Record<string, unknown>,
  message: Message,
  ctx: IssueSink,
  fieldLevel: GuardLevel = 'clinical',
) {
  for (const [key, item] of Object.entries(value)) {
    for (const [text, path] of stringsIn(item, [key])) {
      if (!findFetalSexDisclosure(text, 'pregnancy', 'pregnancy')) continue;
      if (findFetalSexDisclosure(text, fieldLevel)) continue;
      const phrase = findFetalSexDisclosure(text, 'pregnancy');
      if (phrase) ctx.addIssue({ code: 'custom', path, message: refusalFor(phrase, message) });
    }
  }
}

/**
 * The obstetric-level refusals of a parsed report, for the server once it knows what the schema
 * cannot: the patient is marked pregnant (screening-level.ts `pregnant`). Empty when there are none.
 */
export function pregnancyDisclosureIssues(
  report: Record<string, unknown>,
  message: Message,
): { path: Path; message: string }[] {
  const issues: { path: Path; message: string }[] = [];
  addPregnancyDisclosures(report, message, {
    addIssue: ({ path, message: text }) => issues.push({ path, message: text }),
  });
  return issues;
}
