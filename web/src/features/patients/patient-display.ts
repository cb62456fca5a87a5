import { ageLabel } from '../../../../core/patients/birth-date.ts';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';

export function fullName(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`.trim();
}

export function initialsOf(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName.charAt(0)}${patient.lastName.charAt(0)}`.toUpperCase();
}

/** "34 years", "32 Y (estimated)" for an age given instead of a birth date, or 'N/A' (clinical spec §3). */
export function ageText(patient: Pick<Patient, 'dateOfBirth' | 'dateOfBirthEstimated'>, now: Date): string {
  return ageLabel(patient.dateOfBirth, patient.dateOfBirthEstimated, now);
}

export function genderLabel(gender: string): string {
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '';
}
