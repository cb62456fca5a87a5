import { Plus, Trash2 } from 'lucide-react';
import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import {
  NODULE_SITES,
  TIRADS_MAX_NODULES,
  TIRADS_TERMS,
  type TiradsScores,
} from '../../../../../core/reports/templates/advanced/thyroid-tirads.ts';
import {
  TIRADS_COMPOSITION,
  TIRADS_ECHOGENICITY,
  TIRADS_FOCI,
  TIRADS_MARGIN,
  TIRADS_SHAPE,
} from '../../../../../core/scoring/tirads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';
import { errorAt } from './template-data-panel.tsx';

type Nodule = Record<string, unknown> & { foci?: string[] };

const CHOICES = [
  ['composition', msg('Composition'), TIRADS_COMPOSITION],
  ['echogenicity', msg('Echogenicity'), TIRADS_ECHOGENICITY],
  ['shape', msg('Shape'), TIRADS_SHAPE],
  ['margin', msg('Margin'), TIRADS_MARGIN],
] as const;

/**
 * A new nodule has no descriptor chosen (issue 30): a pre-set "solid, hypoechoic" was 4 points
 * before the doctor looked. It scores once every feature and the size are given.
 */
const NEW_NODULE: Nodule = {
  site: '',
  composition: '',
  echogenicity: '',
  shape: '',
  margin: '',
  foci: [],
  maxDiameterCm: '',
};

/** 'None' excludes the others. */
function toggleFocus(foci: string[], focus: string, on: boolean): string[] {
  if (on) return focus === 'none' ? ['none'] : [...foci.filter((f) => f !== 'none' && f !== focus), focus];
  return foci.filter((f) => f !== focus);
}

const points = (n: number) => (n === 1 ? t('{count} point', { count: n }) : t('{count} points', { count: n }));

/** ACR TI-RADS per nodule (up to four): descriptors, points, level and the size advice, live. */
export function TiradsPanel({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const data = form.watch('templateData');
  const nodules = (Array.isArray(data.nodules) ? data.nodules : []) as Nodule[];
  const setNodules = (next: Nodule[]) =>
    form.setValue('templateData', { ...data, nodules: next }, { shouldDirty: true });
  const update = (index: number, patch: Nodule) =>
    setNodules(nodules.map((nodule, i) => (i === index ? { ...nodule, ...patch } : nodule)));
  // Each nodule scored alone, so one still being described leaves the others' scores shown.
  const scoreOf = (nodule: Nodule) => {
    const scored = scoreTemplateData('tirads', { nodules: [nodule] }, { lastMenstrualPeriod: null });
    return scored.ok ? (scored.scores as TiradsScores).nodules[0] : undefined;
  };

  return (
    <section aria-labelledby={`${idPrefix}-tirads-title`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${idPrefix}-tirads-title`} className="font-semibold text-slate-900">
          {t('ACR TI-RADS nodules ({count} of {max})', { count: nodules.length, max: TIRADS_MAX_NODULES })}
        </h4>
        <Button
          variant="secondary"
          size="sm"
          disabled={nodules.length >= TIRADS_MAX_NODULES}
          onClick={() => setNodules([...nodules, { ...NEW_NODULE }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('Add nodule')}
        </Button>
      </div>
      {nodules.length === 0 ? <p className="text-sm text-slate-600">{t('No nodule scored.')}</p> : null}
      {nodules.map((nodule, index) => {
        const id = `${idPrefix}-nodule-${index}`;
        const result = scoreOf(nodule);
        const foci = nodule.foci ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: nodules are numbered by their place
          <fieldset key={index} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t('Nodule {number}', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField id={`${id}-site`} label={t('Site')}>
                {(control) => (
                  <Select
                    {...control}
                    value={String(nodule.site ?? '')}
                    onChange={(e) => update(index, { site: e.target.value })}
                  >
                    <option value="">{t('Choose…')}</option>
                    {Object.entries(NODULE_SITES).map(([key, label]) => (
                      <option key={key} value={key}>
                        {label}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              {CHOICES.map(([key, label, table]) => (
                <FormField
                  key={key}
                  id={`${id}-${key}`}
                  label={t(label)}
                  error={errorAt(form, `templateData.nodules.${index}.${key}`)}
                >
                  {(control) => (
                    <Select
                      {...control}
                      value={String(nodule[key] ?? '')}
                      onChange={(e) => update(index, { [key]: e.target.value })}
                    >
                      <option value="">{t('Choose…')}</option>
                      {Object.entries(table).map(([value, score]) => (
                        <option key={value} value={value}>
                          {TIRADS_TERMS[value]} ({points(score)})
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              ))}
              <FormField
                id={`${id}-size`}
                label={t('Maximum diameter (cm)')}
                error={errorAt(form, `templateData.nodules.${index}.maxDiameterCm`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={String(nodule.maxDiameterCm ?? '')}
                    onChange={(e) => update(index, { maxDiameterCm: e.target.value })}
                  />
                )}
              </FormField>
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('Echogenic foci (all that apply)')}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                {Object.entries(TIRADS_FOCI).map(([focus, score]) => (
                  <label key={focus} htmlFor={`${id}-focus-${focus}`} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`${id}-focus-${focus}`}
                      checked={foci.includes(focus)}
                      onCheckedChange={(checked) => update(index, { foci: toggleFocus(foci, focus, checked === true) })}
                    />
                    {TIRADS_TERMS[focus]} ({points(score)})
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm font-semibold text-blue-900" data-testid={`tirads-result-${index}`}>
                {result
                  ? `${points(result.points)} · ${result.levelLabel} · ${result.adviceText}`
                  : t('Choose every feature, the echogenic foci and the size to score this nodule.')}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setNodules(nodules.filter((_, i) => i !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('Remove nodule {number}', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <p className="text-xs text-slate-600">
        {t('Scored by ACR TI-RADS ({source}).', { source: 'Tessler et al., J Am Coll Radiol 2017;14:587-595' })}
      </p>
    </section>
  );
}
