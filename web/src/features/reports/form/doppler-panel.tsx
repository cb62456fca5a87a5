import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import type { DopplerScores } from '../../../../../core/reports/templates/advanced/fetal-doppler.ts';
import { msg, t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';
import { DescriptorInput } from './template-data-fields.tsx';

const FIELDS = [
  ['gaWeeks', msg('GA at scan (weeks) *')],
  ['gaDays', msg('GA days (0-6) *')],
  ['uaPi', msg('Umbilical artery PI')],
  ['mcaPi', msg('Middle cerebral artery PI')],
  ['rightUtaPi', msg('Right uterine artery PI')],
  ['leftUtaPi', msg('Left uterine artery PI')],
] as const;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * UA, MCA, CPR and uterine artery PI with their centiles for the gestational age, live (the
 * server computes them again from what is stored). GA starts from the report's own weeks/days.
 */
export function DopplerPanel({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const data = form.watch('templateData');
  const weeks = form.watch('pregnancyWeeks');
  const days = form.watch('pregnancyDays');
  const filled: Record<string, unknown> = {
    ...data,
    gaWeeks: data.gaWeeks ?? (weeks || null),
    gaDays: data.gaDays ?? (days || (weeks ? '0' : null)),
  };
  const set = (patch: Record<string, unknown>) =>
    form.setValue('templateData', { ...filled, ...patch }, { shouldDirty: true });
  const scored = scoreTemplateData(
    'fetal-doppler',
    Object.fromEntries(Object.entries(filled).map(([key, value]) => [key, blankToNull(value)])),
    { lastMenstrualPeriod: null },
  );
  const result = scored.ok ? (scored.scores as DopplerScores) : null;

  return (
    <section aria-labelledby={`${idPrefix}-doppler-title`} className="space-y-3">
      <h4 id={`${idPrefix}-doppler-title`} className="font-semibold text-slate-900">
        {t('Fetal Doppler with centiles for gestational age')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(([key, label]) => (
          <DescriptorInput
            key={key}
            form={form}
            id={`${idPrefix}-${key}`}
            label={t(label)}
            errorPath={`templateData.${key}`}
            value={filled[key]}
            onChange={(value) => set({ [key]: blankToNull(value) })}
          />
        ))}
      </div>
      <div role="status" className="rounded-md bg-blue-50 p-3 text-sm text-slate-900" data-testid="doppler-result">
        {result?.rows.length ? (
          <ul className="space-y-1">
            {result.rows.map((row) => (
              <li key={row.key} className={row.flag ? 'font-semibold text-red-800' : undefined}>
                {row.label}: {row.value} · {row.note}
              </li>
            ))}
          </ul>
        ) : (
          t('Enter the gestational age and at least one pulsatility index.')
        )}
      </div>
      <p className="text-xs text-slate-600">
        {t('Centiles: {source} ({range}). Uterine arteries: {uterineSource}.', {
          source: 'Ciobanu et al., Ultrasound Obstet Gynecol 2019;53:465-472',
          range: t('{from} to {to} weeks', { from: '20+0', to: '41+6' }),
          uterineSource: 'Gómez et al., Ultrasound Obstet Gynecol 2008;32:128-132',
        })}
      </p>
    </section>
  );
}
