import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '../../../../../core/messages.ts';
import { emptyReportForm, ReportDraftFormSchema, ReportFormSchema } from './report-form-model.ts';

/** Issue 28: Save Draft needs a patient and a type only; finalizing needs the doctor and the report. */
const started = { ...emptyReportForm('00000000-0000-4000-8000-000000000001'), reportType: 'abdominal' as const };
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('report form: draft and finalize rules', () => {
  it('a draft with only a patient and a type is valid', () => {
    expect(messagesOf(ReportDraftFormSchema.safeParse(started))).toEqual([]);
  });

  it('a draft still needs a patient and a type', () => {
    expect(messagesOf(ReportDraftFormSchema.safeParse(emptyReportForm()))).toEqual([
      `patientId: ${M.patientRequired}`,
      `reportType: ${M.templateRequired}`,
    ]);
  });

  it('finalizing the same form names every missing field', () => {
    expect(messagesOf(ReportFormSchema.safeParse(started))).toEqual([
      `doctorName: ${M.doctorNameRequired}`,
      `doctorRegistrationNumber: ${M.registrationRequired}`,
      `clinicalDetails: ${M.clinicalDetailsRequired}`,
      `technique: ${M.techniqueRequired}`,
      `impression: ${M.impressionRequired}`,
    ]);
  });
});
