import { Plus, Trash2 } from 'lucide-react';
import { BIRADS_MAX_LESIONS, BREAST_SIDES } from '../../../../../core/reports/templates/advanced/breast-birads.ts';
import {
  BIRADS_ASSOCIATED,
  BIRADS_CALCIFICATIONS,
  BIRADS_CATEGORIES,
  BIRADS_ECHO_PATTERN,
  BIRADS_MARGIN,
  BIRADS_ORIENTATION,
  BIRADS_POSTERIOR,
  BIRADS_SHAPE,
  type BiradsCategory,
  type BiradsLesionFeatures,
  biradsPrompt,
  categoryBelowFeatures,
} from '../../../../../core/scoring/birads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';
import { DescriptorInput, DescriptorSelect } from './template-data-fields.tsx';
import { errorAt } from './template-data-panel.tsx';

type Lesion = Record<string, unknown> & { associated?: string[] };

const CHOICES = [
  ['side', msg('Breast'), BREAST_SIDES],
  ['shape', msg('Shape'), BIRADS_SHAPE],
  ['orientation', msg('Orientation'), BIRADS_ORIENTATION],
  ['margin', msg('Margin'), BIRADS_MARGIN],
  ['echoPattern', msg('Echo pattern'), BIRADS_ECHO_PATTERN],
  ['posterior', msg('Posterior features'), BIRADS_POSTERIOR],
  ['calcifications', msg('Calcifications'), BIRADS_CALCIFICATIONS],
] as const;

const NUMBERS = [
  ['sizeMm', msg('Size (mm)')],
  ['clock', msg("Clock position (1-12 o'clock)")],
  ['nippleDistanceCm', msg('Distance from nipple (cm)')],
] as const;

const NEW_LESION: Lesion = {
  side: 'right',
  shape: 'oval',
  orientation: 'parallel',
  margin: 'circumscribed',
  echoPattern: 'hypoechoic',
  posterior: 'none',
  calcifications: 'none',
  associated: [],
  sizeMm: '',
  clock: '',
  nippleDistanceCm: '',
};

/**
 * BI-RADS (ACR 5th edition, ultrasound lexicon): lesions described with the lexicon, the
 * category per breast chosen by the radiologist. The lexicon has no points, so the panel only
 * prompts (suspicious features → consider 4 or 5); it never picks the category.
 */
export function BiradsPanel({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const data = form.watch('templateData');
  const lesions = (Array.isArray(data.lesions) ? data.lesions : []) as Lesion[];
  const set = (patch: Record<string, unknown>) =>
    form.setValue('templateData', { ...data, lesions, ...patch }, { shouldDirty: true });
  const update = (index: number, patch: Lesion) =>
    set({ lesions: lesions.map((lesion, i) => (i === index ? { ...lesion, ...patch } : lesion)) });
  // The selects only offer lexicon terms, so a lesion's features can be read as typed.
  const features = lesions as unknown as BiradsLesionFeatures[];

  return (
    <section aria-labelledby={`${idPrefix}-birads-title`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${idPrefix}-birads-title`} className="font-semibold text-slate-900">
          {t('BI-RADS lesions ({count} of {max})', { count: lesions.length, max: BIRADS_MAX_LESIONS })}
        </h4>
        <Button
          variant="secondary"
          size="sm"
          disabled={lesions.length >= BIRADS_MAX_LESIONS}
          onClick={() => set({ lesions: [...lesions, { ...NEW_LESION }] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('Add lesion')}
        </Button>
      </div>
      {lesions.map((lesion, index) => {
        const id = `${idPrefix}-lesion-${index}`;
        const associated = lesion.associated ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lesions are numbered by their place
          <fieldset key={index} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t('Lesion {number}', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {CHOICES.map(([key, label, table]) => (
                <DescriptorSelect
                  key={key}
                  form={form}
                  id={`${id}-${key}`}
                  label={t(label)}
                  errorPath={`templateData.lesions.${index}.${key}`}
                  value={lesion[key]}
                  options={table}
                  onChange={(value) => update(index, { [key]: value })}
                />
              ))}
              {NUMBERS.map(([key, label]) => (
                <DescriptorInput
                  key={key}
                  form={form}
                  id={`${id}-${key}`}
                  label={t(label)}
                  errorPath={`templateData.lesions.${index}.${key}`}
                  value={lesion[key]}
                  onChange={(value) => update(index, { [key]: value })}
                />
              ))}
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('Associated features')}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                {Object.entries(BIRADS_ASSOCIATED).map(([feature, label]) => (
                  <label key={feature} htmlFor={`${id}-${feature}`} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`${id}-${feature}`}
                      checked={associated.includes(feature)}
                      onCheckedChange={(checked) =>
                        update(index, {
                          associated:
                            checked === true ? [...associated, feature] : associated.filter((f) => f !== feature),
                        })
                      }
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm font-semibold text-blue-900" data-testid={`birads-prompt-${index}`}>
                {biradsPrompt({ ...NEW_LESION, ...lesion } as unknown as BiradsLesionFeatures)}
              </p>
              <Button variant="ghost" size="sm" onClick={() => set({ lesions: lesions.filter((_, i) => i !== index) })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('Remove lesion {number}', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="grid gap-3 sm:grid-cols-2">
        {(['right', 'left'] as const).map((side) => {
          const key = `${side}Category`;
          const chosen = data[key] as BiradsCategory | null | undefined;
          const below =
            chosen &&
            categoryBelowFeatures(
              chosen,
              features.filter((_, i) => lesions[i]?.side === side),
            )
              ? ` ${t('Lower than the suspicious features suggest.')}`
              : '';
          return (
            <div key={side}>
              <DescriptorSelect
                form={form}
                id={`${idPrefix}-${key}`}
                label={t('{side}: BI-RADS category (radiologist)', { side: BREAST_SIDES[side] })}
                errorPath={`templateData.${key}`}
                value={data[key]}
                blank={t('Not examined')}
                options={Object.fromEntries(Object.entries(BIRADS_CATEGORIES).map(([value, c]) => [value, c.label]))}
                onChange={(value) => set({ [key]: value || null })}
              />
              {chosen && BIRADS_CATEGORIES[chosen] ? (
                <p className="mt-1 text-xs text-slate-600">
                  {BIRADS_CATEGORIES[chosen].management}
                  {below}
                </p>
              ) : null}
              {below ? (
                <FormField
                  id={`${idPrefix}-${key}Reason`}
                  label={t('Reason for a category below the features *')}
                  error={errorAt(form, `templateData.${key}Reason`)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={String(data[`${key}Reason`] ?? '')}
                      onChange={(event) => set({ [`${key}Reason`]: event.target.value || null })}
                    />
                  )}
                </FormField>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="text-xs text-slate-600">
        {t(
          "ACR BI-RADS Atlas, 5th edition (2013), ultrasound lexicon. The category is the radiologist's; the prompts only name lexicon features.",
        )}
      </p>
    </section>
  );
}
