import { clinicDayOf } from '../../../../../core/format/dates.ts';
import { growthChart } from '../../../../../core/reports/print/growth-chart.ts';
import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import { efwGramsOfText, type GrowthScores } from '../../../../../core/reports/templates/advanced/growth-follow-up.ts';
import { EFW_CENTILE_WEEKS, EXTRAPOLATED_NOTE } from '../../../../../core/scoring/efw-centile.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { GrowthChartSvg } from '../growth-chart-svg.tsx';
import type { ReportForm } from './report-form-model.ts';
import { DescriptorInput } from './template-data-fields.tsx';

const FIELDS = [
  ['gaWeeks', msg('GA at scan (weeks) *')],
  ['gaDays', msg('GA days (0-6) *')],
  ['efwGrams', msg('EFW (g) *')],
] as const;

/**
 * EFW and its Hadlock 1991 centile, live. The earlier scans of this pregnancy are read by the
 * server from the patient's reports when the report is saved, and appear on the printed chart.
 */
export function GrowthPanel({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const data = form.watch('templateData');
  const weeks = form.watch('pregnancyWeeks');
  const days = form.watch('pregnancyDays');
  const efwText = form.watch('estimatedFetalWeight');
  const filled: Record<string, unknown> = {
    ...data,
    examDate: data.examDate || clinicDayOf(new Date()),
    gaWeeks: data.gaWeeks ?? (weeks || null),
    gaDays: data.gaDays ?? (days || (weeks ? '0' : null)),
    efwGrams: data.efwGrams ?? efwGramsOfText(efwText),
  };
  const set = (patch: Record<string, unknown>) =>
    form.setValue('templateData', { ...filled, ...patch }, { shouldDirty: true });
  const scored = scoreTemplateData('growth', filled, { lastMenstrualPeriod: null });
  const point = scored.ok ? (scored.scores as GrowthScores).points.at(-1) : undefined;
  const chart = scored.ok ? growthChart((scored.scores as GrowthScores).points) : null;

  return (
    <section aria-labelledby={`${idPrefix}-growth-title`} className="space-y-3">
      <h4 id={`${idPrefix}-growth-title`} className="font-semibold text-slate-900">
        {t('Growth follow-up: EFW centile (Hadlock 1991)')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-4">
        <DescriptorInput
          form={form}
          id={`${idPrefix}-growth-date`}
          label={t('Scan date *')}
          type="date"
          errorPath="templateData.examDate"
          value={filled.examDate}
          onChange={(value) => set({ examDate: value })}
        />
        {FIELDS.map(([key, label]) => (
          <DescriptorInput
            key={key}
            form={form}
            id={`${idPrefix}-${key}`}
            label={t(label)}
            errorPath={`templateData.${key}`}
            value={filled[key]}
            onChange={(value) => set({ [key]: value === '' ? null : value })}
          />
        ))}
      </div>
      <div role="status" className="rounded-md bg-blue-50 p-3 text-sm text-slate-900" data-testid="growth-result">
        {point
          ? point.centile === null
            ? t('EFW {grams} g: no centile outside {min}-{max} weeks.', {
                grams: point.efwGrams,
                min: EFW_CENTILE_WEEKS.min,
                max: EFW_CENTILE_WEEKS.max,
              })
            : t('EFW {grams} g: centile {centile} ({growth}); Hadlock median {median} g{note}.', {
                grams: point.efwGrams,
                centile: point.centile,
                growth: String(point.growth),
                median: String(point.medianGrams),
                note: point.extrapolated ? ` (${EXTRAPOLATED_NOTE})` : '',
              })
          : t('Enter the gestational age and the EFW.')}
      </div>
      {chart ? <GrowthChartSvg chart={chart} /> : null}
      <p className="text-xs text-slate-600">
        {t(
          "Earlier scans of this pregnancy (this patient's reports with an EFW since the LMP) are added to the chart when the report is saved.",
        )}
      </p>
    </section>
  );
}
