import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { dateFromLmp, lmpDatingDay } from '../../../../../core/obstetrics/lmp.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { clinicDay } from '../../../lib/clinic-dates.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { BiometryPanel } from './biometry-panel.tsx';
import { DatingSummary, useComputed } from './dating-summary.tsx';
import { FetusesPanel } from './fetuses-panel.tsx';
import { emptyFetus, type ReportForm } from './report-form-model.ts';
import { ScannerMeasurementsPanel } from './scanner-measurements-panel.tsx';

/** The fixed PC-PNDT line: fetal sex is never an input (DESIGN §5 "Fetal sex"). */
export const FETAL_SEX_LINE = msg('Sex of the foetus: Not determined (PC-PNDT Act)');

type TextField =
  | 'fetalPresentation'
  | 'fetalHeartRate'
  | 'placentaLocation'
  | 'amnioticFluid'
  | 'cervixLength'
  | 'gestationalAge'
  | 'estimatedFetalWeight';

const TEXT_FIELDS: readonly { name: TextField; label: string; placeholder: string }[] = [
  { name: 'fetalPresentation', label: msg('Fetal Presentation'), placeholder: msg('e.g. Cephalic') },
  { name: 'fetalHeartRate', label: msg('Fetal Heart Rate'), placeholder: msg('e.g. 142 bpm') },
  {
    name: 'placentaLocation',
    label: msg('Placenta Location'),
    placeholder: msg('e.g. Posterior, upper segment, grade II'),
  },
  { name: 'amnioticFluid', label: msg('Liquor / AFI'), placeholder: msg('e.g. Adequate, AFI 12 cm') },
  { name: 'cervixLength', label: msg('Cervix Length'), placeholder: msg('e.g. 35 mm, os closed') },
  { name: 'gestationalAge', label: msg('Gestational Age'), placeholder: msg('From the biometry calculator or typed') },
  {
    name: 'estimatedFetalWeight',
    label: msg('Estimated Fetal Weight'),
    placeholder: msg('From the biometry calculator or typed'),
  },
];

/**
 * Issue 30 item 11: a first-trimester scan has no presentation, placenta grade, liquor index, cervix
 * length or fetal weight to report, so its form asks only what that scan measures. One FHR: a
 * template that records the heart rate itself (CRL dating) leaves this one out.
 */
const FIRST_TRIMESTER_FIELDS: ReadonlySet<TextField> = new Set(['fetalHeartRate', 'gestationalAge']);

function textFieldsFor(firstTrimester: boolean, heartRateInTemplate: boolean) {
  if (!firstTrimester) return TEXT_FIELDS;
  return TEXT_FIELDS.filter(
    ({ name }) => FIRST_TRIMESTER_FIELDS.has(name) && !(heartRateInTemplate && name === 'fetalHeartRate'),
  );
}

/**
 * LMP rule (spec §5): EDD is LMP + 280 days; weeks and days are the time elapsed on the scan's
 * day (lmpDatingDay: the recorded exam date, else the report's first save, else today in the
 * clinic's calendar), filled only while it is 0-42 weeks. All three are read-only.
 */
function applyLmp(form: ReportForm, lmp: string, reportCreatedAt: string | undefined) {
  form.setValue('lastMenstrualPeriod', lmp, { shouldDirty: true });
  const createdDay = reportCreatedAt ? clinicDay(new Date(reportCreatedAt)) : null;
  const scanDay = lmpDatingDay(form.getValues('templateData').examDate, createdDay, clinicDay(new Date()));
  const dating = lmp ? dateFromLmp(lmp, scanDay) : null;
  form.setValue('expectedDeliveryDate', dating?.expectedDeliveryDate ?? '');
  form.setValue('pregnancyWeeks', dating?.weeks === null || !dating ? '' : String(dating.weeks));
  form.setValue('pregnancyDays', dating?.days === null || !dating ? '' : String(dating.days));
}

/** The obstetric technical details of the two obstetric report types. */
export function ObstetricFields({
  form,
  idPrefix,
  reportCreatedAt,
  heartRateInTemplate = false,
  studyId,
}: {
  form: ReportForm;
  idPrefix: string;
  /** When the report being edited was first saved: its scan's day for LMP dating. */
  reportCreatedAt?: string;
  /** The template's own panel records the fetal heart rate (first-trimester CRL dating). */
  heartRateInTemplate?: boolean;
  /** The saved report's study: a photo of the measurement page is kept with it. */
  studyId?: string | null;
}) {
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const computed = useComputed(form, reportCreatedAt);
  const multiple = form.watch('multiplePregnancy') === 'yes';
  const firstTrimester = form.watch('reportType') === 'obstetric_first_trimester';
  // A fill from the scanner remounts the calculator, which keeps its own copy of the diameters.
  const [fills, setFills] = useState(0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {t('Required for PC-PNDT records: complete these details for every obstetric scan.')}
      </p>
      {/* Not the Clinical Indication again: this is Form F's own record of why a prenatal scan is
          done (the spec's medicalIndication, kept apart from clinicalDetails), copied into the
          form's other indication when the report is finalized. */}
      <FormField
        id={id('medicalIndication')}
        label={t('Medical Indication (for Form F)')}
        hint={t(
          'Why this prenatal scan is done, as Form F records it: copied there when the report is finalized, to suggest an indication from the official list. The Clinical Indication is the report’s own.',
        )}
        error={errors.medicalIndication?.message}
      >
        {(control) => <Textarea {...control} rows={2} {...form.register('medicalIndication')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField id={id('lastMenstrualPeriod')} label={t('LMP')} error={errors.lastMenstrualPeriod?.message}>
          {(control) => (
            <DateInput
              {...control}
              max={clinicDay(new Date())}
              value={form.watch('lastMenstrualPeriod')}
              onChange={(event) => applyLmp(form, event.target.value, reportCreatedAt)}
            />
          )}
        </FormField>
        <ReadOnlyField
          id={id('expectedDeliveryDate')}
          label={t('EDD')}
          value={displayDate(form.watch('expectedDeliveryDate'))}
        />
        <ReadOnlyField id={id('pregnancyWeeks')} label={t('Weeks')} value={form.watch('pregnancyWeeks')} />
        <ReadOnlyField id={id('pregnancyDays')} label={t('Days')} value={form.watch('pregnancyDays')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {textFieldsFor(firstTrimester, heartRateInTemplate).map((field) => (
          <FormField key={field.name} id={id(field.name)} label={t(field.label)} error={errors[field.name]?.message}>
            {(control) => <Input {...control} placeholder={t(field.placeholder)} {...form.register(field.name)} />}
          </FormField>
        ))}
        <FormField id={id('fetalMovements')} label={t('Fetal Movements')} error={errors.fetalMovements?.message}>
          {(control) => (
            <Select {...control} {...form.register('fetalMovements')}>
              <option value="">{t('Not recorded')}</option>
              <option value="present">{t('Present')}</option>
              <option value="absent">{t('Absent')}</option>
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        {/* Recorded, never assumed: "Not recorded" until answered, so no report prints "No" by default. */}
        <FormField
          id={id('multiplePregnancy')}
          label={t('Multiple Pregnancy')}
          error={errors.multiplePregnancy?.message}
        >
          {(control) => (
            <Select
              {...control}
              {...form.register('multiplePregnancy', {
                onChange: (event) => {
                  if (event.target.value === 'yes' && form.getValues('fetuses').length < 2) {
                    form.setValue('fetuses', [emptyFetus('A'), emptyFetus('B')], { shouldDirty: true });
                  }
                },
              })}
            >
              <option value="">{t('Not recorded')}</option>
              <option value="no">{t('No (single fetus)')}</option>
              <option value="yes">{t('Yes')}</option>
            </Select>
          )}
        </FormField>
      </div>
      <DatingSummary computed={computed} id={id('dating-title')} />
      <p className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {t(FETAL_SEX_LINE)}
      </p>
      <ScannerMeasurementsPanel form={form} idPrefix={idPrefix} onFilled={() => setFills((n) => n + 1)} />
      {multiple ? (
        <FetusesPanel form={form} idPrefix={idPrefix} computed={computed} />
      ) : firstTrimester ? null : (
        <BiometryPanel key={fills} form={form} idPrefix={idPrefix} studyId={studyId ?? null} />
      )}
    </div>
  );
}

const displayDate = (iso: string) => (iso ? formatDate(`${iso}T12:00:00+05:30`) : '');

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly className="bg-slate-50" placeholder={t('From LMP')} />
    </div>
  );
}
