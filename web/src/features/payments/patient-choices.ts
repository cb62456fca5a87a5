import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import type { ComboboxOption } from '../../components/ui/combobox.tsx';
import { clinicDay } from '../../lib/clinic-dates.ts';

export type PatientChoice = Pick<Patient, 'id' | 'patientId' | 'firstName' | 'lastName' | 'phone' | 'createdAt'>;

export function patientChoiceLabel(patient: PatientChoice): string {
  return `${patient.firstName} ${patient.lastName} (${patient.patientId})`;
}

/** The day a patient was registered, in the clinic's calendar (a 23:30 IST registration is that day, not UTC's). */
export function registrationDay(patient: PatientChoice): string | null {
  const created = new Date(patient.createdAt);
  return Number.isNaN(created.getTime()) ? null : clinicDay(created);
}

/**
 * The Record Payment dialog's patient choices (clinical spec): those registered on `day`
 * (null for all dates), then those whose name, patient id or phone contains `text`.
 */
export function filterPatientChoices(
  patients: readonly PatientChoice[],
  day: string | null,
  text: string,
): PatientChoice[] {
  const needle = text.trim().toLowerCase();
  // Phone numbers are typed with and without spaces or dashes; compare their digits only.
  const digits = /^[\d\s-]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
  return patients.filter((patient) => {
    if (day && registrationDay(patient) !== day) return false;
    if (!needle) return true;
    const name = `${patient.firstName} ${patient.lastName}`.toLowerCase();
    return (
      name.includes(needle) ||
      patient.patientId.toLowerCase().includes(needle) ||
      (digits !== '' && patient.phone.replace(/\D/g, '').includes(digits))
    );
  });
}

export function toPatientOption(patient: PatientChoice): ComboboxOption {
  return { value: patient.id, label: patientChoiceLabel(patient), detail: `Phone: ${patient.phone}` };
}
