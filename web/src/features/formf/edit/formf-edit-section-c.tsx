import {
  ADDITIONAL_TESTS,
  DIAGNOSIS_BASES,
  INVASIVE_INDICATIONS,
  INVASIVE_PROCEDURES,
} from '../../../../../core/formf/formf-sections.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n.ts';
import { DraftCheck, type DraftSetter } from './formf-edit-fields.tsx';
import { FormGDoctorField } from './formf-edit-form-g-doctor.tsx';
import { type FormFDraft, type FormFErrors, type SectionCDraft, sectionCDraft } from './formf-edit-model.ts';

type TextItem = { [K in keyof SectionCDraft]: SectionCDraft[K] extends string ? K : never }[keyof SectionCDraft];
type ListItem = Exclude<keyof SectionCDraft, TextItem>;

/**
 * Section C (items 17–27), shown once staff say an invasive procedure was done. Unticking the box
 * removes the section from the record (before submission; after, it is an amendment). The options
 * of items 18, 19, 21 and 23 keep the law's English wording, as the printed form has it.
 */
export function SectionCFields({ draft, errors, set }: { draft: FormFDraft; errors: FormFErrors; set: DraftSetter }) {
  const t = useT();
  const c = draft.sectionC;
  const put = <K extends keyof SectionCDraft>(key: K, value: SectionCDraft[K]) =>
    set('sectionC', { ...(c ?? sectionCDraft(null)), [key]: value });
  const text = (key: TextItem, label: string, opts: { type?: 'date'; multiline?: boolean } = {}) => (
    <FormField id={`formf-sectionC-${key}`} label={label} error={errors[`sectionC.${key}`]}>
      {(control) =>
        opts.multiline ? (
          <Textarea {...control} rows={2} value={c?.[key] ?? ''} onChange={(e) => put(key, e.target.value)} />
        ) : opts.type === 'date' ? (
          <DateInput {...control} value={c?.[key] ?? ''} onChange={(e) => put(key, e.target.value)} />
        ) : (
          <Input {...control} value={c?.[key] ?? ''} onChange={(e) => put(key, e.target.value)} />
        )
      }
    </FormField>
  );
  const list = (key: ListItem, legend: string, options: readonly { code: string; text: string }[]) => (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <DraftCheck
            key={option.code}
            id={`formf-sectionC-${key}-${option.code}`}
            checked={c?.[key].includes(option.code) ?? false}
            onChange={(on) =>
              put(key, on ? [...(c?.[key] ?? []), option.code] : (c?.[key] ?? []).filter((v) => v !== option.code))
            }
          >
            {option.text}
          </DraftCheck>
        ))}
      </div>
    </fieldset>
  );
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{t('Section C: invasive procedure')}</legend>
      <DraftCheck
        id="formf-sectionC-done"
        checked={c !== null}
        onChange={(on) => set('sectionC', on ? sectionCDraft(null) : null)}
      >
        {t('An invasive procedure was done (record items 17 to 27; consent in Form G)')}
      </DraftCheck>
      {c ? (
        <div className="space-y-4 rounded-md border border-slate-200 p-3">
          {text('doctorNames', t('Doctor(s) performing the procedure (item 17) *'))}
          <FormGDoctorField draft={draft} errors={errors} set={set} />
          {text('familyHistory', t('History of genetic / medical disease in the family (item 18) *'), {
            multiline: true,
          })}
          {list('diagnosisBasis', t('Basis of diagnosis (item 18)'), DIAGNOSIS_BASES)}
          {text('diagnosisBasisOther', t('Other basis (specify)'))}
          {list('indications', t('Indication(s) for the procedure (item 19) *'), INVASIVE_INDICATIONS)}
          {text('indicationsOther', t('Specify (any other / genetic disease / other)'))}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('consentDate', t('Consent obtained in Form G on (item 20) *'), { type: 'date' })}
            {text('procedureDate', t('Procedure carried out on (item 25) *'), { type: 'date' })}
          </div>
          {list('procedures', t('Invasive procedure(s) carried out (item 21) *'), INVASIVE_PROCEDURES)}
          {text('procedureOther', t('Other procedure (specify)'))}
          {text('complications', t('Any complication of the procedure (item 22; "None" if none) *'))}
          {list('additionalTests', t('Additional tests recommended (item 23)'), ADDITIONAL_TESTS)}
          {text('additionalTestOther', t('Other test (specify)'))}
          {text('result', t('Result of the procedure (item 24) *'), { multiline: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('resultConveyedTo', t('Result conveyed to (item 26) *'))}
            {text('resultConveyedOn', t('Result conveyed on (item 26) *'), { type: 'date' })}
          </div>
          {text('mtpIndication', t('Any indication for MTP (item 27)'))}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('place', t('Place (end of section C) *'))}
            {text('signedOn', t('Date (end of section C) *'), { type: 'date' })}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
