import { ageInYears, type Patient } from '../../../../core/patients/patient-schemas.ts';
import { msg, t } from '../../lib/i18n.ts';

export function fullName(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`.trim();
}

export function initialsOf(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName.charAt(0)}${patient.lastName.charAt(0)}`.toUpperCase();
}

/**
 * "34 years", "32 Y (estimated)" for an age given instead of a birth date, or 'N/A' (clinical
 * spec §3; core's ageLabel words it in English), in the screen's language.
 */
export function ageText(patient: Pick<Patient, 'dateOfBirth' | 'dateOfBirthEstimated'>, now: Date): string {
  const age = ageInYears(patient.dateOfBirth, now);
  if (age === 'N/A') return t('N/A');
  if (patient.dateOfBirthEstimated) return t('{age} Y (estimated)', { age });
  return age === 1 ? t('1 year') : t('{age} years', { age });
}

const GENDER_LABELS: Record<string, string> = { male: msg('Male'), female: msg('Female'), other: msg('Other') };

/** Male, Female, Other in the screen's language; any other stored value capitalised as it is. */
export function genderLabel(gender: string): string {
  const known = GENDER_LABELS[gender];
  if (known) return t(known);
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '';
}
