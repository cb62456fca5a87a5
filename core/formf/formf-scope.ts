/**
 * Which scans get a Form F (Rule 9(4), research A.6 rule 1): every obstetric scan, and an
 * abdominal or pelvic scan of a woman marked pregnant, since it images the pregnancy too
 * (issue 23 item 5). Study types and report types share these names.
 */
const OBSTETRIC_TYPES: readonly string[] = [
  'obstetric',
  'obstetric_first_trimester',
  'obstetric_second_third_trimester',
];
const PREGNANCY_IMAGING_TYPES: readonly string[] = ['abdominal', 'pelvic'];

/** The scan types that get a Form F only when the patient is pregnant. */
export const FORM_F_IF_PREGNANT_TYPES = PREGNANCY_IMAGING_TYPES;

export function formFMayBeNeeded(scanType: string): boolean {
  return OBSTETRIC_TYPES.includes(scanType) || PREGNANCY_IMAGING_TYPES.includes(scanType);
}

export function needsFormF(scanType: string, patientIsPregnant: boolean): boolean {
  return OBSTETRIC_TYPES.includes(scanType) || (patientIsPregnant && PREGNANCY_IMAGING_TYPES.includes(scanType));
}
