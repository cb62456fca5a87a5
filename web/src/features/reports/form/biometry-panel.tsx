import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { estimateFetalWeight, gestationalAgeFromBiometry } from '../../../../../core/obstetrics/hadlock.ts';
import { formatWeeksDays } from '../../../../../core/obstetrics/lmp.ts';
import { BIOMETRY_KEYS } from '../../../../../core/reports/biometry-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { t } from '../../../lib/i18n.ts';
import { fillFromPhoto, PHOTO_FILLED_FIELDS } from './assist/photo-fill.ts';
import { MeasurementPhotoReader } from './measurement-photo-reader.tsx';
import type { ReportForm } from './report-form-model.ts';
import { useFormTemplate } from './use-form-template.ts';

type Parameter = 'bpd' | 'hc' | 'ac' | 'fl';
const PARAMETERS: readonly { key: Parameter; label: string }[] = [
  { key: 'bpd', label: 'BPD (mm)' },
  { key: 'hc', label: 'HC (mm)' },
  { key: 'ac', label: 'AC (mm)' },
  { key: 'fl', label: 'FL (mm)' },
];

/** The report fields that hold three of the four diameters; HC lives only in the measurements map. */
const FORM_FIELD = {
  bpd: 'biparietalDiameter',
  ac: 'abdominalCircumference',
  fl: 'femurLength',
} as const satisfies Record<Exclude<Parameter, 'hc'>, string>;

const toMm = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/** A calculator's warnings (values outside the spec's ranges), next to the value they qualify. */
function Warnings({ messages }: { messages: readonly string[] }) {
  return messages.map((message) => (
    <dd key={message} className="mt-1 text-xs text-amber-800">
      {t(message)}
    </dd>
  ));
}

/**
 * The obstetric biometry calculator (spec §5): BPD, HC, AC and FL in mm give a gestational age
 * (Hadlock, with the method named) and an estimated fetal weight (Hadlock IV), with warnings
 * where a value is outside the spec's ranges; a measured value is never refused for that. "Use these
 * values" writes them into the report and its measurements map.
 */
export function BiometryPanel({
  form,
  idPrefix,
  studyId,
}: {
  form: ReportForm;
  idPrefix: string;
  studyId?: string | null;
}) {
  const template = useFormTemplate(form);
  const [values, setValues] = useState<Record<Parameter, string>>(() => {
    const measured = form.getValues('measurements');
    return {
      bpd: form.getValues('biparietalDiameter'),
      hc: String(measured[BIOMETRY_KEYS.hc] ?? ''),
      ac: form.getValues('abdominalCircumference'),
      fl: form.getValues('femurLength'),
    };
  });
  const mm = { bpdMm: toMm(values.bpd), hcMm: toMm(values.hc), acMm: toMm(values.ac), flMm: toMm(values.fl) };
  const anyEntered = Object.values(mm).some((v) => v !== null);
  const ga = gestationalAgeFromBiometry(mm);
  const efw = estimateFetalWeight(mm);
  const gaText = ga.ok ? formatWeeksDays(ga.weeks, ga.days) : null;
  // The report keeps how the age was computed, as it keeps "Hadlock Formula IV" with the weight.
  const gaWithMethod = ga.ok ? `${gaText} (${ga.method})` : null;
  const efwText = efw.ok ? `${efw.grams} g (${efw.label})` : null;

  /**
   * The measured diameters are the sonologist's data, so each keystroke goes into the report at
   * once: leaving the step (which unmounts this panel) or an auto-save keeps them. Only the
   * derived gestational age and fetal weight wait for "Use these values".
   */
  function changeParameter(key: Parameter, text: string) {
    setValues((current) => ({ ...current, [key]: text }));
    if (key !== 'hc') form.setValue(FORM_FIELD[key], text, { shouldDirty: true });
    const measurements: Record<string, string | number> = { ...form.getValues('measurements') };
    const value = toMm(text);
    if (value === null) delete measurements[BIOMETRY_KEYS[key]];
    else measurements[BIOMETRY_KEYS[key]] = value;
    form.setValue('measurements', measurements, { shouldDirty: true });
  }

  function applyValues() {
    if (gaWithMethod) form.setValue('gestationalAge', gaWithMethod, { shouldDirty: true });
    if (efwText) form.setValue('estimatedFetalWeight', efwText, { shouldDirty: true });
    const measurements: Record<string, string | number> = { ...form.getValues('measurements') };
    if (gaWithMethod) measurements[BIOMETRY_KEYS.ga] = gaWithMethod;
    if (efwText) measurements[BIOMETRY_KEYS.efw] = efwText;
    form.setValue('measurements', measurements, { shouldDirty: true });
  }

  return (
    <section
      aria-labelledby={`${idPrefix}-biometry-title`}
      className="space-y-3 rounded-md border border-slate-200 p-4"
    >
      <h3 id={`${idPrefix}-biometry-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Calculator aria-hidden="true" className="size-4" />
        {t('Biometry Calculator')}
      </h3>
      <MeasurementPhotoReader
        studyId={studyId ?? null}
        idPrefix={idPrefix}
        onConfirmed={(read, photoId) => {
          const filled = fillFromPhoto(form.getValues(), read, photoId, template?.calculator ?? null);
          for (const field of PHOTO_FILLED_FIELDS) form.setValue(field, filled.values[field], { shouldDirty: true });
          for (const { key } of PARAMETERS) if (read[key] !== undefined) changeParameter(key, String(read[key]));
          return filled;
        }}
      />
      <div className="grid gap-3 sm:grid-cols-4">
        {PARAMETERS.map(({ key, label }) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-biometry-${key}`}>{label}</Label>
            <Input
              id={`${idPrefix}-biometry-${key}`}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.1"
              value={values[key]}
              onChange={(event) => changeParameter(key, event.target.value)}
            />
          </div>
        ))}
      </div>
      {anyEntered ? (
        <dl aria-live="polite" className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="font-medium text-slate-700">{t('Gestational Age')}</dt>
            {ga.ok ? (
              <>
                <dd className="mt-1 text-slate-900">{gaText ? t(gaText) : null}</dd>
                <dd className="text-xs text-slate-600">{t(ga.method)}</dd>
                <Warnings messages={ga.warnings} />
              </>
            ) : (
              <dd className="mt-1 text-amber-800">{t(ga.message)}</dd>
            )}
          </div>
          <div className="rounded-md bg-slate-50 p-3">
            <dt className="font-medium text-slate-700">{t('Estimated Fetal Weight')}</dt>
            {efw.ok ? (
              <>
                <dd className="mt-1 text-slate-900">{efw.grams} g</dd>
                <dd className="text-xs text-slate-600">
                  {t(efw.label)} · {t(efw.note)}
                </dd>
                <Warnings messages={efw.warnings} />
              </>
            ) : (
              <dd className="mt-1 text-amber-800">{t(efw.message)}</dd>
            )}
          </div>
        </dl>
      ) : null}
      <Button variant="secondary" size="sm" disabled={!anyEntered} onClick={applyValues}>
        {t('Use these values')}
      </Button>
    </section>
  );
}
