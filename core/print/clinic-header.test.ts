import { describe, expect, it } from 'vitest';
import { clinicHeader } from '../formf/print/formf-print-parts.ts';
import { buildClinicHeader, type HeaderClinic } from './clinic-header.ts';

const clinic: HeaderClinic = {
  name: 'Sunrise Imaging',
  address: 'FC Road\nPune 411004',
  phone: '2026123456',
  email: 'front@sunrise.in',
  registrationNumber: 'PNDT/PUN/117',
  logoUrl: null,
};

describe('the printed clinic header', () => {
  it('prints a landline with its trunk 0 and STD code, the way the receipt, report and PDFs all read it', () => {
    expect(buildClinicHeader(clinic).contactLine).toBe('Phone: 020 2612 3456 · Email: front@sunrise.in');
  });

  it('prints a mobile as stored', () => {
    expect(buildClinicHeader({ ...clinic, phone: '9823011223', email: null }).contactLine).toBe('Phone: 9823011223');
  });
});

describe('the clinic header of Form F', () => {
  it('prints the phone by the same rule', () => {
    expect(clinicHeader(clinic).contact).toBe('Phone: 020 2612 3456 · Email: front@sunrise.in');
    expect(clinicHeader({ ...clinic, phone: '1412345678', email: null }).contact).toBe('Phone: 01412345678');
  });
});
