import { formatWeeksDays } from '../../../../../core/obstetrics/lmp.ts';
import {
  AMNIONICITY,
  CHORIONICITY,
  FETUS_LABELS,
  FETUS_MEASUREMENTS,
  MAX_FETUSES,
} from '../../../../../core/reports/fetuses.ts';
import { centileText } from '../../../../../core/reports/print/fetus-print.ts';
import type { ComputedFetus, ReportComputed } from '../../../../../core/reports/report-computed.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { t } from '../../../lib/i18n.ts';
import { ComputedWarnings } from './dating-summary.tsx';
import { emptyFetus, FETUS_KEYS, type ReportForm } from './report-form-model.ts';

const daysText = (days: number) => t(formatWeeksDays(Math.floor(days / 7), days % 7));

/** Fetus A, B, ... kept as typed when the count changes; new ones start empty. */
function setCount(form: ReportForm, count: number) {
  const current = form.getValues('fetuses');
  const next = FETUS_LABELS.slice(0, count).map((label, index) => current[index] ?? emptyFetus(label));
  form.setValue('fetuses', next, { shouldDirty: true });
}

/**
 * A multiple pregnancy (issue 30 item 6): chorionicity and amnionicity, then each fetus's
 * biometry, Doppler and presentation with its computed GA, weight and centile (the functions the
 * server uses), and the inter-twin weight discordance.
 */
export function FetusesPanel({
  form,
  idPrefix,
  computed,
}: {
  form: ReportForm;
  idPrefix: string;
  computed: ReportComputed;
}) {
  const fetuses = form.watch('fetuses');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <section aria-labelledby={id('fetuses-title')} className="space-y-3 rounded-md border border-slate-200 p-4">
      <h3 id={id('fetuses-title')} className="font-semibold text-slate-900">
        {t('Multiple pregnancy')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor={id('fetus-count')}>{t('Number of fetuses')}</Label>
          <Select
            id={id('fetus-count')}
            value={String(fetuses.length)}
            onChange={(event) => setCount(form, Number(event.target.value))}
          >
            {Array.from({ length: MAX_FETUSES - 1 }, (_, i) => i + 2).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </div>
        <Choice
          form={form}
          id={id('chorionicity')}
          name="chorionicity"
          label={t('Chorionicity')}
          options={CHORIONICITY}
        />
        <Choice form={form} id={id('amnionicity')} name="amnionicity" label={t('Amnionicity')} options={AMNIONICITY} />
      </div>
      {fetuses.map((fetus, index) => (
        <FetusInputs
          key={fetus.label}
          form={form}
          index={index}
          label={fetus.label}
          idPrefix={idPrefix}
          computed={computed.fetuses.find((c) => c.label === fetus.label)}
        />
      ))}
      {computed.discordance ? (
        <p className={`text-sm ${computed.discordance.flagged ? 'font-semibold text-amber-800' : 'text-slate-700'}`}>
          {t('EFW discordance: {note}', { note: t(computed.discordance.note) })}
        </p>
      ) : null}
    </section>
  );
}

function Choice({
  form,
  id,
  name,
  label,
  options,
}: {
  form: ReportForm;
  id: string;
  name: 'chorionicity' | 'amnionicity';
  label: string;
  options: Record<string, string>;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...form.register(name)}>
        <option value="">{t('Not recorded')}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

function FetusInputs({
  form,
  index,
  label,
  idPrefix,
  computed,
}: {
  form: ReportForm;
  index: number;
  label: string;
  idPrefix: string;
  computed: ComputedFetus | undefined;
}) {
  const id = (key: string) => `${idPrefix}-fetus-${label}-${key}`;
  const results: [string, string | null][] = [
    [
      t('GA by biometry'),
      computed?.gaBiometryDays == null
        ? null
        : `${daysText(computed.gaBiometryDays)}, ${computed.gaBiometryMethod ? t(computed.gaBiometryMethod) : ''}`,
    ],
    ['EFW', computed?.efwGrams == null ? null : `${computed.efwGrams} g (Hadlock IV)`],
    [t('EFW centile'), computed ? centileText(computed) : null],
  ];
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('Fetus {label}', { label })}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FETUS_KEYS.map((key) => {
          const { label: name, unit } = FETUS_MEASUREMENTS[key];
          return (
            <div key={key} className="space-y-1.5">
              <Label htmlFor={id(key)}>{unit ? `${name} (${unit})` : name}</Label>
              <Input
                id={id(key)}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                {...form.register(`fetuses.${index}.${key}`)}
              />
            </div>
          );
        })}
        <div className="col-span-2 space-y-1.5">
          <Label htmlFor={id('presentation')}>{t('Presentation')}</Label>
          <Input
            id={id('presentation')}
            placeholder={t('e.g. Cephalic')}
            {...form.register(`fetuses.${index}.presentation`)}
          />
        </div>
      </div>
      <dl aria-live="polite" className="grid gap-2 text-sm sm:grid-cols-3">
        {results.map(([term, value]) =>
          value ? (
            <div key={term} className="rounded-md bg-slate-50 p-2">
              <dt className="font-medium text-slate-700">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <ComputedWarnings messages={computed?.warnings ?? []} />
    </fieldset>
  );
}
