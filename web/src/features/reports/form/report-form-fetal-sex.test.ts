import { describe, expect, it } from 'vitest';
import { emptyReportForm, ReportFormSchema, type ReportFormValues } from './report-form-model.ts';

/** The report form marks a fetal sex on the field it is in, through the server's own schema. */
const obstetric = (overrides: Partial<ReportFormValues>): ReportFormValues => ({
  ...emptyReportForm('00000000-0000-4000-8000-000000000001'),
  doctorName: 'Dr. Rakesh Mehta',
  doctorRegistrationNumber: 'HMC/2019/4521',
  reportType: 'obstetric_second_third_trimester',
  clinicalDetails: 'Growth scan',
  technique: 'Transabdominal',
  impression: 'Single live intrauterine fetus.',
  ...overrides,
});

function disclosurePaths(values: ReportFormValues): string[] {
  const parsed = ReportFormSchema.safeParse(values);
  return (parsed.error?.issues ?? [])
    .filter((issue) => issue.message.includes('must not record or disclose the sex of the foetus'))
    .map((issue) => issue.path.join('.'));
}

describe('report form and the fetal-sex guard', () => {
  it('marks each field the issue found unscreened', () => {
    expect(
      disclosurePaths(
        obstetric({
          placentaLocation: 'Posterior. Male fetus.',
          medicalIndication: 'It is a girl',
          cervixLength: '3.4 cm b0y',
          findings: { fetalAnatomy: 'Normal; labia seen' },
          measurements: { hc: '220 mm, ladka' },
        }),
      ).sort(),
    ).toEqual(['cervixLength', 'findings.fetalAnatomy', 'measurements.hc', 'medicalIndication', 'placentaLocation']);
  });

  it('accepts the same report without them, and testes on a scrotal report', () => {
    expect(disclosurePaths(obstetric({ placentaLocation: 'Posterior, grade I' }))).toEqual([]);
    expect(disclosurePaths(obstetric({ reportType: 'scrotal', impression: 'Both testes normal.' }))).toEqual([]);
  });
});
