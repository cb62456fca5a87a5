import { maskAadhaar } from '../../../core/patients/aadhaar.ts';
import type { Patient } from '../../../core/patients/patient-schemas.ts';
import type { patients } from '../../../db/schema/patients.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';

export type PatientRow = typeof patients.$inferSelect;

/** The only patient shape that leaves the server: Aadhaar masked, internal columns dropped. */
export function presentPatient(row: PatientRow, cipher: FieldCipher): Patient {
  let aadhaar: string | null = null;
  if (row.aadhaarNumber) {
    try {
      aadhaar = maskAadhaar(cipher.decrypt(row.aadhaarNumber));
    } catch {
      // A value that no longer decrypts (rotated key) is shown as present but unreadable.
      aadhaar = 'XXXX XXXX XXXX';
    }
  }
  return {
    id: row.id,
    patientId: row.patientId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    dateOfBirthEstimated: row.dateOfBirthEstimated,
    gender: row.gender,
    phone: row.phone,
    email: row.email,
    address: row.address,
    emergencyContact: row.emergencyContact,
    emergencyPhone: row.emergencyPhone,
    spouseName: row.spouseName,
    aadhaarNumber: aadhaar,
    numberOfChildren: row.numberOfChildren,
    maleChildren: row.maleChildren,
    femaleChildren: row.femaleChildren,
    referringDoctorName: row.referringDoctorName,
    isObstetric: row.isPregnant,
    language: row.language,
    consentGivenAt: row.consentGivenAt?.toISOString() ?? null,
    messageConsentAt: row.messageConsentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
