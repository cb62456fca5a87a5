import { reportScreeningContext, screeningLevel } from '../pcpndt/screening-level.ts';

/**
 * Which scans get a Form F (Rule 9(4), research A.6 rule 1): every obstetric scan, and every other
 * ultrasound of a woman marked pregnant — abdominal, pelvic, KUB or any other — since the Rule
 * asks for a record of every ultrasonography of a pregnant woman, not of an obstetric template
 * (issue 29 §3). Study types and report types share these names.
 */
export const OBSTETRIC_TYPES: readonly string[] = [
  'obstetric',
  'obstetric_first_trimester',
  'obstetric_second_third_trimester',
];

export function isObstetricScan(scanType: string): boolean {
  return OBSTETRIC_TYPES.includes(scanType);
}

export function needsFormF(scanType: string, patientIsPregnant: boolean): boolean {
  return isObstetricScan(scanType) || patientIsPregnant;
}

/**
 * Whether a report is of a pregnant woman: an obstetric template, her mark, a gestational age, or
 * findings that describe a gestation (core/pcpndt/screening-level.ts). An LMP alone is not
 * enough here: a gynaecological scan records it for the cycle day. (The guard still screens an
 * LMP-bearing text at the pregnancy level: stricter costs such a text nothing.)
 */
export function isReportOfPregnancy(
  report: Readonly<Record<string, unknown>> & { reportType: string },
  pregnantMark: boolean,
): boolean {
  const context = reportScreeningContext(report, isObstetricScan(report.reportType), pregnantMark);
  return screeningLevel({ ...context, lmp: null }) === 'pregnancy';
}

/**
 * The hint a save answers with when a non-obstetric report describes a pregnancy of a woman not
 * marked pregnant: the server never marks her by itself (it could be a colleague's typing error,
 * or an old history), but offers the one step that opens her Form F (issue 29 §3).
 */
export const MARK_PREGNANT_HINT = 'mark-pregnant' as const;

export function pregnancyHintOf(
  report: Readonly<Record<string, unknown>> & { reportType: string },
  pregnantMark: boolean,
): typeof MARK_PREGNANT_HINT | null {
  if (pregnantMark || isObstetricScan(report.reportType)) return null;
  return isReportOfPregnancy(report, false) ? MARK_PREGNANT_HINT : null;
}
