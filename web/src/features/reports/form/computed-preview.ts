import { lmpDatingDay } from '../../../../../core/obstetrics/lmp.ts';
import type { Fetus } from '../../../../../core/reports/fetuses.ts';
import { type ComputeInput, computeReport, type ReportComputed } from '../../../../../core/reports/report-computed.ts';
import { clinicDay } from '../../../lib/clinic-dates.ts';
import { FETUS_KEYS, type ReportFormValues } from './report-form-model.ts';

const numberOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/**
 * What the server will compute from these values (core/reports/report-computed.ts, the same
 * function): the wizard shows the dating decision, each fetus's GA, weight and centile, and the
 * warnings for a typed value that differs, before anything is saved.
 */
export function computeFromForm(values: ReportFormValues, reportCreatedAt: string | undefined): ReportComputed {
  return computeReport(computeInputOf(values, reportCreatedAt));
}

/** The form's values as the core computation (and the drafts built on it) read them. */
export function computeInputOf(values: ReportFormValues, reportCreatedAt: string | undefined): ComputeInput {
  const createdDay = reportCreatedAt ? clinicDay(new Date(reportCreatedAt)) : null;
  const multiple = values.multiplePregnancy === 'yes' && values.fetuses.length > 1;
  const fetuses = multiple
    ? values.fetuses.map(
        (fetus) =>
          ({
            ...Object.fromEntries(FETUS_KEYS.map((key) => [key, numberOf(fetus[key])])),
            label: fetus.label,
            presentation: fetus.presentation || null,
          }) as Fetus,
      )
    : null;
  return {
    lastMenstrualPeriod: values.lastMenstrualPeriod || null,
    expectedDeliveryDate: values.expectedDeliveryDate || null,
    scanDate: lmpDatingDay(values.templateData.examDate, createdDay, clinicDay(new Date())),
    templateData: values.templateData,
    biparietalDiameter: values.biparietalDiameter,
    abdominalCircumference: values.abdominalCircumference,
    femurLength: values.femurLength,
    measurements: values.measurements,
    estimatedFetalWeight: values.estimatedFetalWeight || null,
    gestationalAge: values.gestationalAge || null,
    fetuses,
  };
}
