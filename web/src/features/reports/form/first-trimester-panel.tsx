import { clinicDayOf, formatIsoDay } from '../../../../../core/format/dates.ts';
import { formatDayCount, formatWeeksDays } from '../../../../../core/obstetrics/lmp.ts';
import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import {
  CRL_METHOD,
  type FirstTrimesterScores,
  NASAL_BONE,
} from '../../../../../core/reports/templates/advanced/first-trimester-dating.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';
import { errorAt } from './template-data-panel.tsx';

const NUMBERS = [
  ['crlMm', msg('Crown-rump length (mm) *')],
  ['ntMm', msg('Nuchal translucency (mm)')],
  ['fetalHeartRateBpm', msg('Fetal heart rate (bpm)')],
] as const;

/** Dating by CRL with the LMP comparison and the NT reading, live; no risk figure is ever shown. */
export function FirstTrimesterPanel({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const data = form.watch('templateData');
  const lmp = form.watch('lastMenstrualPeriod') || null;
  const examDate = typeof data.examDate === 'string' && data.examDate ? data.examDate : clinicDayOf(new Date());
  const set = (patch: Record<string, unknown>) =>
    form.setValue('templateData', { examDate, nasalBone: 'not-assessed', ...data, ...patch }, { shouldDirty: true });
  const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
  const scored = scoreTemplateData(
    'first-trimester-dating',
    { ...data, examDate, ntMm: blankToNull(data.ntMm), fetalHeartRateBpm: blankToNull(data.fetalHeartRateBpm) },
    { lastMenstrualPeriod: lmp },
  );
  const result = scored.ok ? (scored.scores as FirstTrimesterScores) : null;

  return (
    <section aria-labelledby={`${idPrefix}-crl-title`} className="space-y-3">
      <h4 id={`${idPrefix}-crl-title`} className="font-semibold text-slate-900">
        {t('Dating by crown-rump length ({method})', { method: CRL_METHOD })}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${idPrefix}-exam-date`} label={t('Scan date *')} error={errorAt(form, 'templateData.examDate')}>
          {(control) => <DateInput {...control} value={examDate} onChange={(e) => set({ examDate: e.target.value })} />}
        </FormField>
        {NUMBERS.map(([key, label]) => (
          <FormField key={key} id={`${idPrefix}-${key}`} label={t(label)} error={errorAt(form, `templateData.${key}`)}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={String(data[key] ?? '')}
                onChange={(e) => set({ [key]: e.target.value })}
              />
            )}
          </FormField>
        ))}
        <FormField id={`${idPrefix}-nasal-bone`} label={t('Nasal bone')}>
          {(control) => (
            <Select
              {...control}
              value={String(data.nasalBone ?? 'not-assessed')}
              onChange={(e) => set({ nasalBone: e.target.value })}
            >
              {Object.entries(NASAL_BONE).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div role="status" className="rounded-md bg-blue-50 p-3 text-sm text-slate-900" data-testid="crl-result">
        {result ? (
          <ul className="space-y-1">
            <li>
              <strong>{t('GA by CRL: {age}', { age: t(formatWeeksDays(result.gaWeeks, result.gaDays)) })}</strong> (
              {result.method}); {t('EDD by scan {date}', { date: formatIsoDay(result.crlEdd) })}
            </li>
            {result.windowNote ? <li>{t(result.windowNote)}</li> : null}
            <li>
              {result.lmpDifferenceDays === null
                ? t('No LMP: dated by the scan.')
                : t('LMP differs by {difference} (limit {limit}): {outcome}.', {
                    difference: t(formatDayCount(Math.abs(result.lmpDifferenceDays))),
                    limit: result.redatingThresholdDays,
                    outcome: result.datedBy === 'lmp' ? t('LMP dating retained') : t('re-dated by the scan'),
                  })}{' '}
              {t('EDD: {date}', { date: formatIsoDay(result.edd) })}
            </li>
            {result.nt ? <li>{t('NT {mm} mm: {note}', { mm: result.nt.mm, note: t(result.nt.note) })}</li> : null}
          </ul>
        ) : (
          t('Enter the CRL (3-84 mm) to date the pregnancy.')
        )}
      </div>
    </section>
  );
}
