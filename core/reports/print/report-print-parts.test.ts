import { describe, expect, it } from 'vitest';
import { findingsTitle, heartRateText, printDay, SIGNATURE_DEFAULTS, signatures } from './report-print-parts.ts';

const clinic = {
  name: 'Sunrise Imaging',
  address: null,
  phone: null,
  email: null,
  registrationNumber: null,
  logoUrl: null,
  doctorName: 'Dr. Rakesh Mehta',
  doctorQualification: 'MBBS, MD (Radiology)',
  technicianName: null,
  technicianQualification: null,
};

describe('print model', () => {
  it('names the doctor when the clinic has nobody on record, prints no technician, and invents no qualification', () => {
    const signed = signatures({ doctorName: null, doctorRegistrationNumber: null }, null);
    expect(signed).toEqual({
      ...SIGNATURE_DEFAULTS,
      technicianName: null,
      technicianQualification: null,
      doctorQualification: null,
      doctorRegistrationNumber: null,
    });
    // The qualification left blank at signup prints as nothing, not '(MSc, PGDMI)'.
    const blank = signatures(
      { doctorName: null, doctorRegistrationNumber: null },
      {
        ...clinic,
        technicianName: 'Sunil Kumar',
        technicianQualification: '  ',
      },
    );
    expect(blank.technicianName).toBe('Sunil Kumar');
    expect(blank.technicianQualification).toBeNull();
    expect(
      signatures(
        { doctorName: null, doctorRegistrationNumber: null },
        { ...clinic, technicianQualification: 'BSc MIT' },
      ).technicianQualification,
    ).toBe('BSc MIT');
  });

  it("prints the clinic doctor's qualification only beside that doctor", () => {
    expect(
      signatures({ doctorName: 'dr. rakesh mehta', doctorRegistrationNumber: 'R-1' }, clinic).doctorQualification,
    ).toBe('MBBS, MD (Radiology)');
    const other = signatures({ doctorName: 'Dr. Meera Rao', doctorRegistrationNumber: 'MCI-45821' }, clinic);
    expect(other.doctorName).toBe('Dr. Meera Rao');
    expect(other.doctorQualification).toBeNull();
    // No technician recorded: no technician signature block at all (issue 28).
    expect(other.technicianName).toBeNull();
  });

  it("prints an invited doctor's qualification from his signature, beside his name only", () => {
    const signature = {
      userId: 'u',
      doctorName: 'Dr. Arjun Menon',
      registrationNumber: 'KMC-88123',
      qualification: 'MBBS, DNB (Radiology)',
      signedAt: '2026-11-23T15:04:00.000Z',
      version: 1,
    };
    const report = { doctorName: 'Dr. Arjun Menon', doctorRegistrationNumber: 'KMC-88123', signature };
    expect(signatures(report, clinic).doctorQualification).toBe('MBBS, DNB (Radiology)');
    // The form named another doctor than the signer: the signer prints, with his own details (issue 29 §2).
    expect(
      signatures({ ...report, doctorName: 'Dr. Meera Rao', doctorRegistrationNumber: 'X-1' }, clinic),
    ).toMatchObject({
      doctorName: 'Dr. Arjun Menon',
      doctorQualification: 'MBBS, DNB (Radiology)',
      doctorRegistrationNumber: 'KMC-88123',
    });
    // Signed before qualifications were copied: the clinic doctor's still prints beside the clinic doctor.
    const owner = { doctorName: 'Dr. Rakesh Mehta', doctorRegistrationNumber: 'R-1' };
    expect(
      signatures({ ...owner, signature: { ...signature, doctorName: 'Dr. Rakesh Mehta', qualification: null } }, clinic)
        .doctorQualification,
    ).toBe('MBBS, MD (Radiology)');
  });

  it('titles the findings by type and prints date-only values as dd/mm/yyyy', () => {
    const title = (reportType: string, templateId: string, pregnancyWeeks: number | null = null) =>
      findingsTitle({ reportType, templateId, pregnancyWeeks });
    expect(title('abdominal', 'abdominal')).toBe('Findings Scan');
    // Issue 30 item 11: the heading follows the scan's purpose, not 'Anomaly Scan' for every one.
    expect(title('obstetric_first_trimester', 'obstetric_first_trimester')).toBe('First Trimester Scan');
    expect(title('obstetric_first_trimester', 'first-trimester-dating')).toBe('Dating / NT Scan');
    expect(title('obstetric_second_third_trimester', 'growth-follow-up', 20)).toBe('Growth Scan');
    expect(title('obstetric_second_third_trimester', 'fetal-doppler', 32)).toBe('Doppler Study');
    // ISUOG 2011's mid-trimester scan at 18-22 weeks, to 24+6 as Indian centres scan (MTP Act 2021).
    expect(title('obstetric_second_third_trimester', 'obstetric_second_third_trimester', 20)).toBe('Anomaly Scan');
    expect(title('obstetric_second_third_trimester', 'obstetric_second_third_trimester', 24)).toBe('Anomaly Scan');
    expect(title('obstetric_second_third_trimester', 'obstetric_second_third_trimester', 25)).toBe('Growth Scan');
    expect(title('obstetric_second_third_trimester', 'obstetric_second_third_trimester', 16)).toBe('Obstetric Scan');
    expect(title('obstetric_second_third_trimester', 'obstetric_second_third_trimester')).toBe('Obstetric Scan');
    expect(printDay('2026-03-14')).toBe('14/03/2026');
    expect(printDay(null)).toBeNull();
  });

  it('prints a heart rate typed as a bare number with its unit, and anything else as typed', () => {
    expect(heartRateText('156')).toBe('156 bpm');
    expect(heartRateText(' 142 bpm ')).toBe('142 bpm');
    expect(heartRateText('Not seen')).toBe('Not seen');
    expect(heartRateText('')).toBeNull();
  });
});
