import { describe, expect, it } from 'vitest';
import { buildPatientListModel, reportTypeText } from './patient-list-model.ts';

describe('patient list report model', () => {
  it('shows report types by their human labels, not their internal names (issue 28)', () => {
    expect(reportTypeText('obstetric_second_third_trimester')).toBe('Obstetric Ultrasound - Second/Third Trimester');
    expect(reportTypeText('kub')).toBe('KUB Ultrasound');
    expect(reportTypeText('something_new')).toBe('something_new');
  });

  it('formats amounts exactly in Indian grouping and dates as dd/mm/yyyy in clinic time', () => {
    const model = buildPatientListModel({
      from: '2026-01-05',
      to: '2026-02-05',
      rows: [
        {
          id: 'a',
          patientId: 'P-000002',
          name: 'Meena Iyer',
          gender: 'female',
          phone: '9876500002',
          dateOfBirth: '1994-03-02',
          // 20:00 UTC on 4 Feb is 01:30 on 5 Feb in Kolkata.
          createdAt: '2026-02-04T20:00:00.000Z',
          totalPaid: '123456.5',
          reportTypes: ['obstetric_first_trimester', 'pelvic'],
          doctors: ['Dr. Rakesh Mehta'],
        },
        {
          id: 'b',
          patientId: 'P-000001',
          name: 'Arjun Rao',
          gender: 'male',
          phone: '9876500001',
          dateOfBirth: '1980-01-01',
          createdAt: '2026-01-05T05:00:00.000Z',
          totalPaid: '0.00',
          reportTypes: [],
          doctors: [],
        },
      ],
      summary: { totalPatients: 2, totalRevenue: '9999999.99', totalReports: 2 },
    });
    expect(model.period).toBe('05/01/2026 to 05/02/2026');
    expect(model.lines[0]).toMatchObject({
      registered: '05/02/2026',
      amountPaid: '₹1,23,456.50',
      gender: 'Female',
      reportTypes: 'Obstetric Ultrasound - First Trimester, Pelvic Ultrasound',
      doctors: 'Dr. Rakesh Mehta',
    });
    expect(model.lines[1]).toMatchObject({ amountPaid: '₹0.00', reportTypes: '—', doctors: '—' });
    expect(model.totals).toEqual({ patients: '2', revenue: '₹99,99,999.99', reports: '2' });
  });
});
