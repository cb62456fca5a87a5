import { Plus, Trash2 } from 'lucide-react';
import { formatIsoDay } from '../../../../../core/format/dates.ts';
import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import {
  ENDOMETRIAL_PATTERNS,
  type FollicularScores,
  MAX_VISITS,
} from '../../../../../core/reports/templates/advanced/follicular-monitoring.ts';
import { DOMINANT_FOLLICLE_MM, follicleLabel } from '../../../../../core/scoring/follicle-tracking.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';
import { DescriptorInput, DescriptorSelect } from './template-data-fields.tsx';

/** An ovary's follicles with their labels (R1 18, R2 12), or a dash. */
const labelled = (sizes: readonly number[], side: 'right' | 'left') =>
  sizes.map((mm, i) => `${follicleLabel(side, i)} ${mm}`).join(', ') || '-';

type Visit = Record<string, unknown>;

const TEXT_FIELDS = [
  ['date', msg('Visit date')],
  ['cycleDay', msg('Day of cycle')],
  ['right', msg('Right ovary follicles (mm)')],
  ['left', msg('Left ovary follicles (mm)')],
  ['endometriumMm', msg('Endometrium (mm)')],
] as const;

/**
 * A cycle of visits in one report: follicle sizes per ovary typed as "18, 12, 9", the
 * endometrium, and the table over visits with the leading follicle (computed again on save).
 */
export function FollicularPanel({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const data = form.watch('templateData');
  const visits = (Array.isArray(data.visits) ? data.visits : []) as Visit[];
  const setVisits = (next: Visit[]) => form.setValue('templateData', { ...data, visits: next }, { shouldDirty: true });
  const update = (index: number, patch: Visit) =>
    setVisits(visits.map((visit, i) => (i === index ? { ...visit, ...patch } : visit)));
  const scored = scoreTemplateData('follicular', { visits }, { lastMenstrualPeriod: null });
  const scores = scored.ok ? (scored.scores as FollicularScores) : null;
  const last = visits.at(-1);
  const nextVisit: Visit = {
    date: '',
    cycleDay: last ? String(Number(last.cycleDay) + 2) : '',
    right: '',
    left: '',
    endometriumMm: '',
    endometrialPattern: 'trilaminar',
    ovulationSigns: false,
  };

  return (
    <section aria-labelledby={`${idPrefix}-follicles-title`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${idPrefix}-follicles-title`} className="font-semibold text-slate-900">
          {t('Follicular monitoring ({count} of {max} visits)', { count: visits.length, max: MAX_VISITS })}
        </h4>
        <Button
          variant="secondary"
          size="sm"
          disabled={visits.length >= MAX_VISITS}
          onClick={() => setVisits([...visits, nextVisit])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('Add visit')}
        </Button>
      </div>
      {visits.map((visit, index) => {
        const id = `${idPrefix}-visit-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: visits are numbered by their place
          <fieldset key={index} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t('Visit {number}', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {TEXT_FIELDS.map(([key, label]) => (
                <DescriptorInput
                  key={key}
                  form={form}
                  id={`${id}-${key}`}
                  label={t(label)}
                  type={key === 'date' ? 'date' : 'text'}
                  errorPath={`templateData.visits.${index}.${key}`}
                  value={visit[key]}
                  onChange={(value) => update(index, { [key]: value })}
                />
              ))}
              <DescriptorSelect
                form={form}
                id={`${id}-pattern`}
                label={t('Endometrial pattern')}
                errorPath={`templateData.visits.${index}.endometrialPattern`}
                value={visit.endometrialPattern ?? 'trilaminar'}
                options={ENDOMETRIAL_PATTERNS}
                onChange={(value) => update(index, { endometrialPattern: value })}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`${id}-ovulated`} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-ovulated`}
                  checked={visit.ovulationSigns === true}
                  onCheckedChange={(checked) => update(index, { ovulationSigns: checked === true })}
                />
                {t('Signs of ovulation (collapsed follicle, free fluid)')}
              </label>
              <Button variant="ghost" size="sm" onClick={() => setVisits(visits.filter((_, i) => i !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('Remove visit {number}', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {scores ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="follicle-table">
            <caption className="sr-only">{t('Follicles over the cycle')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th className="p-1">{t('Date (day)')}</th>
                <th className="p-1">{t('Right (mm)')}</th>
                <th className="p-1">{t('Left (mm)')}</th>
                <th className="p-1">{t('Leading')}</th>
                <th className="p-1">{t('Endometrium')}</th>
              </tr>
            </thead>
            <tbody>
              {scores.visits.map((visit) => (
                <tr key={visit.date} className="border-b border-slate-200">
                  <td className="p-1">
                    {t('{date} (day {day})', { date: formatIsoDay(visit.date), day: visit.cycleDay })}
                  </td>
                  <td className="p-1">{labelled(visit.right, 'right')}</td>
                  <td className="p-1">{labelled(visit.left, 'left')}</td>
                  <td className="p-1">
                    {visit.leading ? `${visit.leading.label} ${visit.leading.mm} mm ${visit.leading.side}` : '-'}
                    {visit.leadingGrowthMmPerDay === null
                      ? ''
                      : ` (${t('{mm} mm/day', { mm: visit.leadingGrowthMmPerDay })})`}
                  </td>
                  <td className="p-1">
                    {visit.endometriumMm} mm, {ENDOMETRIAL_PATTERNS[visit.endometrialPattern].toLowerCase()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-600" role="status">
          {visits.length ? t('Complete each visit to see the table over the cycle.') : t('No visit added.')}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {t(
          "List each ovary's follicles in the same order at every visit (R1, R2 …; a new one at the end): growth compares the same follicle. Dominant follicle: {mm} mm or more ({source}).",
          { mm: DOMINANT_FOLLICLE_MM, source: 'Baerwald et al., Hum Reprod Update 2012;18:73-91' },
        )}
      </p>
    </section>
  );
}
