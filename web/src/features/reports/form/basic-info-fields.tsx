import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { defaultTechnique, isUntouchedTechnique } from '../../../../../core/reports/templates/default-technique.ts';
import { BUILT_IN_DEFINITIONS, summarizeTemplate } from '../../../../../core/reports/templates/template-access.ts';
import { isReportType } from '../../../../../core/reports/templates/template-types.ts';
import { type FieldControlProps, FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
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
const FALLBACK_TEMPLATES = BUILT_IN_DEFINITIONS.filter((t) => t.tier === 'standard').map((t) =>
  summarizeTemplate(t, 'enterprise'),
);

const GROUPS = [
  ['standard', 'Standard templates'],
  ['advanced', 'Advanced templates (scoring)'],
  ['custom', 'Clinic templates'],
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
        Finalizing signs the report, and its PC-PNDT declaration, in the name of the doctor who finalizes it, from their
        own account: the doctor chosen here is the draft's.
      </p>
      <MachineField form={form} idPrefix={idPrefix} />
    </>
  );
}

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
  const locked = listed.filter((t) => !t.available && t.id !== selected);
  return (
    <>
      <Select
        {...control}
        value={pending?.id ?? selected}
        onChange={(event) => {
          const next = listed.find((t) => t.id === event.target.value);
          if (next) setPending(next);
          else chooseTemplate(form, undefined, current);
        }}
      >
        <option value="">Select a report template</option>
        {GROUPS.map(([tier, label]) => {
          const inGroup = listed.filter((t) => t.tier === tier);
          return inGroup.length ? (
            <optgroup key={tier} label={label}>
              {inGroup.map((t) => (
                <option key={t.id} value={t.id} disabled={!t.available && t.id !== selected}>
                  {t.available || t.id === selected ? t.name : `${t.name} (locked: ${t.unlockedBy} plan)`}
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
            {[...new Set(locked.map((t) => t.unlockedBy))].map((plan) => (
              <span key={plan} className="block">
                {plan} plan unlocks:{' '}
                {locked
                  .filter((t) => t.unlockedBy === plan)
                  .map((t) => t.name)
                  .join(', ')}
                .{' '}
                <a href="/billing?tab=plans" className="text-blue-700 underline">
                  View plans
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
  typeLabel = 'Study Type *',
}: Omit<BasicInfoFieldsProps, 'doctorField' | 'editing'>) {
  const errors = form.formState.errors;
  return (
    <>
      <FormField id={`${idPrefix}-type`} label={typeLabel} error={errors.reportType?.message}>
        {(control) => <TemplateSelect form={form} control={control} />}
      </FormField>
      <FormField id={`${idPrefix}-clinical`} label="Clinical Indication *" error={errors.clinicalDetails?.message}>
        {(control) => (
          <Textarea {...control} rows={2} placeholder="Reason for the scan" {...form.register('clinicalDetails')} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-technique`} label="Examination Technique *" error={errors.technique?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="e.g. Transabdominal real-time B-mode sonography"
            {...form.register('technique')}
          />
        )}
      </FormField>
    </>
  );
}
