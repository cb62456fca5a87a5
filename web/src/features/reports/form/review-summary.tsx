import { displayDay } from '../../../../../core/format/day-input.ts';
import { REPORT_TYPE_LABELS } from '../../../../../core/reports/templates/catalogue.ts';
import { isObstetricReportType, isReportType } from '../../../../../core/reports/templates/template-types.ts';
import { t } from '../../../lib/i18n.ts';
import { usePatient } from '../reports-api.ts';
import { FETAL_SEX_LINE } from './obstetric-fields.tsx';
import type { ReportForm } from './report-form-model.ts';
import { patientLabel } from './report-patient-field.tsx';
import { useFormTemplate } from './use-form-template.ts';

const orDash = (value: string | number | undefined) => (value === undefined || value === '' ? '—' : value);

/** Wizard step 5: the report as it will be saved, read-only. */
export function ReviewSummary({ form }: { form: ReportForm }) {
  const values = form.watch();
  const patient = usePatient(values.patientId || null);
  const template = useFormTemplate(form);
  const fieldOf = new Map(template?.fields.map((f) => [f.key, f]) ?? []);
  const obstetric = isObstetricReportType(values.reportType);
  const rows: [string, string | number][] = [
    [t('Patient'), patient.data ? patientLabel(patient.data) : orDash(values.patientId)],
    [t('Doctor'), values.doctorName ? `${values.doctorName} (${orDash(values.doctorRegistrationNumber)})` : '—'],
    [t('Study Type'), isReportType(values.reportType) ? t(REPORT_TYPE_LABELS[values.reportType]) : '—'],
    [
      t('Template'),
      template
        ? `${template.name}${template.tier === 'custom' ? ` ${t('(version {version})', { version: template.version })}` : ''}`
        : '—',
    ],
    [t('Clinical Indication'), orDash(values.clinicalDetails)],
    [t('Technique'), orDash(values.technique)],
    ...(template?.sections.map((s): [string, string] => [s.label, values.findings[s.key] || 'Normal']) ?? []),
    ...Object.entries(values.measurements).map(([key, value]): [string, string | number] => {
      const field = fieldOf.get(key);
      return field ? [field.label, `${value} ${field.unit}`.trim()] : [key, value];
    }),
    ...(obstetric
      ? ([
          // The form holds ISO dates; people read dd/mm/yyyy (issue 28).
          [t('Medical Indication (for Form F)'), orDash(values.medicalIndication)],
          [t('LMP'), orDash(displayDay(values.lastMenstrualPeriod))],
          [t('EDD'), orDash(displayDay(values.expectedDeliveryDate))],
          [t('Gestational Age'), orDash(values.gestationalAge)],
          [t('Estimated Fetal Weight'), orDash(values.estimatedFetalWeight)],
        ] as [string, string | number][])
      : []),
    [t('Impression'), orDash(values.impression)],
    [t('Recommendations'), orDash(values.recommendations)],
  ];
  return (
    <div className="space-y-3">
      <dl className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-3 py-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {obstetric ? <p className="text-sm font-medium text-green-900">{t(FETAL_SEX_LINE)}</p> : null}
    </div>
  );
}
