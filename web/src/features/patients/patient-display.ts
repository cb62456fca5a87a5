import { ageInYears, type Patient } from '../../../../core/patients/patient-schemas.ts';

export function fullName(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`.trim();
}

export function initialsOf(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName.charAt(0)}${patient.lastName.charAt(0)}`.toUpperCase();
}

/** "34 years", or 'N/A' when the date of birth is unusable (clinical spec §3). */
export function ageText(dateOfBirth: string, now: Date): string {
  const age = ageInYears(dateOfBirth, now);
  if (age === 'N/A') return 'N/A';
  return age === 1 ? '1 year' : `${age} years`;
}

export function genderLabel(gender: string): string {
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '';
}
