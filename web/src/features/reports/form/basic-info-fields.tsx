import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { defaultTechnique, isUntouchedTechnique } from '../../../../../core/reports/templates/default-technique.ts';
import { BUILT_IN_DEFINITIONS, summarizeTemplate } from '../../../../../core/reports/templates/template-access.ts';
import { isReportType } from '../../../../../core/reports/templates/template-types.ts';
import { type FieldControlProps, FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import {
  type TemplateDetail,
  type TemplateSummary,
  useReportTemplate,
  useTemplates,
} from '../../../lib/templates-api.ts';
import type { ReportDoctorField } from './doctor-field.ts';
import { MachineField } from './machine-field.tsx';
import { doctorOf, type ReportForm } from './report-form-model.ts';
import { ReportPatientField } from './report-patient-field.tsx';

interface BasicInfoFieldsProps {
  form: ReportForm;
  idPrefix: string;
  doctorField: ReportDoctorField;
  editing: boolean;
  quickSelect?: boolean;
  /** The dialog calls the type list "USG Template"; the wizard "Study Type". */
  typeLabel?: string;
}

/**
 * Choosing a template starts its sections and descriptors empty (spec §4), in both editors, and
 * its technique in the technique box unless the doctor wrote one there (issue 28).
 */
export function chooseTemplate(
  form: ReportForm,
  template: TemplateDetail | undefined,
  previous: TemplateDetail | null,
) {
  const type = template && isReportType(template.reportType) ? template.reportType : '';
  const sectionKeys = template?.sections.map((s) => s.key) ?? [];
  const previousDefault = previous ? defaultTechnique(previous) : '';
  if (isUntouchedTechnique(form.getValues('technique'), previousDefault)) {
    form.setValue('technique', template ? defaultTechnique(template) : '', { shouldDirty: true });
    if (template) form.clearErrors('technique');
  }
  form.setValue('reportType', type, { shouldDirty: true });
  form.setValue('templateId', template?.id ?? '', { shouldDirty: true });
  form.setValue('templateVersion', null);
  form.setValue('templateData', {}, { shouldDirty: true });
  form.setValue('findings', Object.fromEntries(sectionKeys.map((key) => [key, ''])), { shouldDirty: true });
  form.clearErrors('reportType');
}

/** Before the list arrives (or when it fails), the built-in templates with nothing locked. */
const FALLBACK_TEMPLATES = BUILT_IN_DEFINITIONS.filter((template) => template.tier === 'standard').map((template) =>
  summarizeTemplate(template, 'enterprise'),
);

const GROUPS = [
  ['standard', msg('Standard templates')],
  ['advanced', msg('Advanced templates (scoring)')],
  ['custom', msg('Clinic templates')],
] as const;

export function PatientAndDoctorFields({ form, idPrefix, doctorField, editing, quickSelect }: BasicInfoFieldsProps) {
  const errors = form.formState.errors;
  const doctorError = errors.doctorName?.message ?? errors.doctorRegistrationNumber?.message;
  return (
    <>
      <Controller
        control={form.control}
        name="patientId"
        render={({ field, fieldState }) => (
          <ReportPatientField
            idPrefix={idPrefix}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            locked={editing}
            quickSelect={quickSelect}
          />
        )}
      />
      {doctorField({
        id: `${idPrefix}-doctor`,
        value: doctorOf(form.watch()),
        onChange: (doctor) => {
          form.setValue('doctorId', doctor.doctorId, { shouldDirty: true });
          form.setValue('doctorName', doctor.name, { shouldDirty: true });
          form.setValue('doctorRegistrationNumber', doctor.registrationNumber, { shouldDirty: true });
          if (doctor.name) form.clearErrors('doctorName');
          if (doctor.registrationNumber) form.clearErrors('doctorRegistrationNumber');
        },
        error: doctorError,
      })}
      <p className="-mt-2 text-xs text-slate-600" data-testid="report-signer-note">
        {t(
          "Finalizing signs the report, and its PC-PNDT declaration, in the name of the doctor who finalizes it, from their own account: the doctor chosen here is the draft's.",
        )}
      </p>
      <MachineField form={form} idPrefix={idPrefix} />
    </>
  );
}

/** A built-in template by its name in the screen's language; a clinic's own keeps the name it was given. */
const nameOf = (template: TemplateSummary) => (template.tier === 'custom' ? template.name : t(template.name));

function TemplateSelect({ form, control }: { form: ReportForm; control: FieldControlProps }) {
  const listed = useTemplates().data ?? FALLBACK_TEMPLATES;
  const selected = form.watch('templateId') || form.watch('reportType');
  const current = useReportTemplate(selected, form.watch('templateVersion'));
  // The chosen template's sections, to start them empty once its definition is known.
  const [pending, setPending] = useState<TemplateSummary | null>(null);
  const pendingDetail = useReportTemplate(pending?.id ?? '');
  useEffect(() => {
    if (!pending || !pendingDetail || pendingDetail.id !== pending.id) return;
    chooseTemplate(form, pendingDetail, current);
    setPending(null);
  }, [form, pending, pendingDetail, current]);
  // An edited report's own template stays listed even when the plan no longer includes it.
  const locked = listed.filter((template) => !template.available && template.id !== selected);
  return (
    <>
      <Select
        {...control}
        value={pending?.id ?? selected}
        onChange={(event) => {
          const next = listed.find((template) => template.id === event.target.value);
          if (next) setPending(next);
          else chooseTemplate(form, undefined, current);
        }}
      >
        <option value="">{t('Select a report template')}</option>
        {GROUPS.map(([tier, label]) => {
          const inGroup = listed.filter((template) => template.tier === tier);
          return inGroup.length ? (
            <optgroup key={tier} label={t(label)}>
              {inGroup.map((template) => (
                <option
                  key={template.id}
                  value={template.id}
                  disabled={!template.available && template.id !== selected}
                >
                  {template.available || template.id === selected
                    ? nameOf(template)
                    : t('{name} (locked: {plan} plan)', { name: nameOf(template), plan: String(template.unlockedBy) })}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </Select>
      {locked.length ? (
        <p className="mt-1 flex items-start gap-1.5 text-xs text-slate-600" data-testid="locked-templates">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            {[...new Set(locked.map((template) => template.unlockedBy))].map((plan) => (
              <span key={plan} className="block">
                {t('{plan} plan unlocks: {templates}.', {
                  plan: String(plan),
                  templates: locked
                    .filter((template) => template.unlockedBy === plan)
                    .map((template) => template.name)
                    .join(', '),
                })}{' '}
                <a href="/billing?tab=plans" className="text-blue-700 underline">
                  {t('View plans')}
                </a>
              </span>
            ))}
          </span>
        </p>
      ) : null}
    </>
  );
}

export function StudyFields({
  form,
  idPrefix,
  typeLabel = t('Study Type *'),
}: Omit<BasicInfoFieldsProps, 'doctorField' | 'editing'>) {
  const errors = form.formState.errors;
  return (
    <>
      <FormField id={`${idPrefix}-type`} label={typeLabel} error={errors.reportType?.message}>
        {(control) => <TemplateSelect form={form} control={control} />}
      </FormField>
      <FormField id={`${idPrefix}-clinical`} label={t('Clinical Indication *')} error={errors.clinicalDetails?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder={t('Reason for the scan')}
            {...form.register('clinicalDetails')}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-technique`} label={t('Examination Technique *')} error={errors.technique?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder={t('e.g. Transabdominal real-time B-mode sonography')}
            {...form.register('technique')}
          />
        )}
      </FormField>
    </>
  );
}
