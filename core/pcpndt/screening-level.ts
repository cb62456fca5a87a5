import type { GuardLevel } from './fetal-sex-vocabulary.ts';

/**
 * Scope by pregnancy, not by template (issue 29 §1): a pelvic, abdominal or KUB report of a
 * pregnant woman images the pregnancy too, so its text is screened at the obstetric level, where
 * a bare "B/G", "penis" or "male baby" can only be about the foetus. She is pregnant when the
 * template is obstetric, when she is marked pregnant, when the report carries an LMP or a
 * gestational age, or when its own words describe a gestation.
 */

export interface ScreeningContext {
  /** The template or report type is obstetric. */
  obstetricTemplate: boolean;
  /** The patient is marked pregnant (patients.isObstetric). */
  pregnant?: boolean | null;
  lmp?: string | null;
  /** A gestational age in any form: "20 weeks", 20, "20w 3d". */
  gestationalAge?: string | number | null;
  /** The report's free text (findings, impression…), to learn whether it describes a gestation. */
  findingsText?: string | null;
}

/**
 * Words that only a pregnancy produces in a report, English and Hindi. A negated "no intrauterine
 * pregnancy" still counts: an ectopic or a failed pregnancy is a pregnancy, and the stricter
 * level costs a non-pregnant text nothing it would write.
 */
const GESTATION = new RegExp(
  [
    String.raw`\bgravid\s+uterus\b`,
    String.raw`\b(?:sl)?iup\b`,
    String.raw`\bintra[\s-]?uterine\s+(?:pregnancy|gestation|gestational\s+sac|fetus|foetus)\b`,
    String.raw`\b(?:gestational|gestation|yolk)\s+sac\b`,
    String.raw`\bfetal\s+pole\b`,
    String.raw`\b(?:fetus|foetus|fetuses|foetuses|embryos?|fetal\s+heart|foetal\s+heart|fhr|crl|nt\s+scan|nuchal)\b`,
    String.raw`\bweeks?\s+(?:of\s+)?(?:gestation|pregnancy|amenorrh?oea)\b`,
    String.raw`\b(?:ectopic|molar|twin|multiple|early|intrauterine)\s+pregnancy\b`,
    String.raw`\b(?:pregnant|gravida|primigravida|multigravida|primi)\b`,
    String.raw`\bG\d+\s*P\d+`,
    String.raw`\b(?:ga|pog|edd)\s*[:=-]?\s*\d`,
    'गर्भवती|गर्भावस्था|गर्भाशय\\s+में\\s+गर्भ|गर्भ\\s+की\\s+थैली|भ्रूण|हफ़्ते\\s+का\\s+गर्भ|हफ्ते\\s+का\\s+गर्भ|सप्ताह\\s+का\\s+गर्भ',
    String.raw`\b(?:garbhvati|garbhwati|garbh)\b`,
  ].join('|'),
  'iu',
);

/** Whether a text describes a gestation (its words, not its template). */
export function describesGestation(text: string | null | undefined): boolean {
  return !!text && GESTATION.test(text);
}

/** The level a report's text is screened at: 'pregnancy' for a pregnant woman, else 'clinical'. */
export function screeningLevel(context: ScreeningContext): GuardLevel {
  const { obstetricTemplate, pregnant, lmp, gestationalAge, findingsText } = context;
  const hasGestationalAge =
    gestationalAge !== null && gestationalAge !== undefined && `${gestationalAge}`.trim() !== '';
  if (obstetricTemplate || pregnant || lmp?.trim() || hasGestationalAge) return 'pregnancy';
  return describesGestation(findingsText) ? 'pregnancy' : 'clinical';
}

/** Every string inside a value (report findings are a record of section texts). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The screening context of a report as saved (core/reports/report-schemas.ts): its obstetric
 * block and all its text. `pregnant` is the patient's mark, which only the server knows.
 */
export function reportScreeningContext(
  report: Readonly<Record<string, unknown>>,
  obstetricTemplate: boolean,
  pregnant?: boolean | null,
): ScreeningContext {
  const weeks = report.pregnancyWeeks;
  const gestationalAge = typeof report.gestationalAge === 'string' ? report.gestationalAge : null;
  return {
    obstetricTemplate,
    pregnant: pregnant ?? null,
    lmp: typeof report.lastMenstrualPeriod === 'string' ? report.lastMenstrualPeriod : null,
    gestationalAge: gestationalAge || (typeof weeks === 'number' && weeks > 0 ? weeks : null),
    findingsText: textsOf(report).join('\n'),
  };
}
