import type { Clinic } from '../clinic/clinic-schema.ts';
import { formatPhone } from '../format/phone.ts';

/** The clinic fields a printed header shows. */
export type HeaderClinic = Pick<Clinic, 'name' | 'address' | 'phone' | 'email' | 'registrationNumber' | 'logoUrl'>;

/** The clinic header of every printed sheet, as lines; the screen and the PDF draw the same. */
export interface ClinicHeaderModel {
  name: string;
  /** The first letter, drawn in a circle when the clinic has no logo. */
  initial: string;
  logoUrl: string | null;
  addressLines: string[];
  contactLine: string | null;
  registrationLine: string | null;
}

export const DEFAULT_CLINIC_NAME = 'Ultrasound Centre';

export function buildClinicHeader(clinic: HeaderClinic | null): ClinicHeaderModel {
  const name = clinic?.name?.trim() || DEFAULT_CLINIC_NAME;
  const contact = [
    clinic?.phone ? `Phone: ${formatPhone(clinic.phone)}` : null,
    clinic?.email ? `Email: ${clinic.email}` : null,
  ];
  const joined = contact.filter(Boolean).join(' · ');
  return {
    name,
    initial: name.charAt(0).toUpperCase(),
    logoUrl: clinic?.logoUrl ?? null,
    addressLines: (clinic?.address ?? '').split('\n').filter((line) => line.trim() !== ''),
    contactLine: joined || null,
    registrationLine: clinic?.registrationNumber ? `Reg. No.: ${clinic.registrationNumber}` : null,
  };
}
