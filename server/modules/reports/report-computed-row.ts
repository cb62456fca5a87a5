import { clinicDayOf } from '../../../core/format/dates.ts';
import { lmpDatingDay } from '../../../core/obstetrics/lmp.ts';
import type { Fetus } from '../../../core/reports/fetuses.ts';
import { type ComputeInput, computeReport, type ReportComputed } from '../../../core/reports/report-computed.ts';
import type { ReportRow } from './report-presenter.ts';

type ComputedColumns = Pick<
  ReportRow,
  | 'createdAt'
  | 'templateData'
  | 'lastMenstrualPeriod'
  | 'expectedDeliveryDate'
  | 'biparietalDiameter'
  | 'abdominalCircumference'
  | 'femurLength'
  | 'measurements'
  | 'estimatedFetalWeight'
  | 'gestationalAge'
  | 'fetuses'
>;

/**
 * A stored report's derived values, computed when it is read with the functions the wizard uses,
 * so the answer, the print, the PDF and Form F all show the one dating the stored measurements
 * give. The scan's day is the template's exam date, else the day the report was first saved.
 */
export function computedOfRow(r: ComputedColumns): ReportComputed {
  return computeReport(computeInputOfRow(r));
}

/** The stored columns as the core computation (and the drafts built on it) read them. */
export function computeInputOfRow(r: ComputedColumns): ComputeInput {
  const templateData = (r.templateData as Record<string, unknown> | null) ?? null;
  const created = clinicDayOf(r.createdAt);
  return {
    lastMenstrualPeriod: r.lastMenstrualPeriod,
    expectedDeliveryDate: r.expectedDeliveryDate,
    scanDate: lmpDatingDay(templateData?.examDate, created, created),
    templateData,
    biparietalDiameter: r.biparietalDiameter,
    abdominalCircumference: r.abdominalCircumference,
    femurLength: r.femurLength,
    measurements: (r.measurements as Record<string, string | number> | null) ?? {},
    estimatedFetalWeight: r.estimatedFetalWeight,
    gestationalAge: r.gestationalAge,
    fetuses: (r.fetuses as Fetus[] | null) ?? null,
  };
}
