import { Controller } from 'react-hook-form';
import { findTemplate, REPORT_TYPE_LABELS } from '../../../../../core/reports/templates/catalogue.ts';
import { isReportType, REPORT_TYPES, type ReportType } from '../../../../../core/reports/templates/template-types.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ReportDoctorField } from './doctor-field.ts';
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

/** Choosing a template starts its sections empty (spec §4), in both editors. */
export function chooseReportType(form: ReportForm, type: ReportType | '') {
  form.setValue('reportType', type, { shouldDirty: true });
  const template = type ? findTemplate(type) : undefined;
  form.setValue('findings', Object.fromEntries((template?.sections ?? []).map((s) => [s.key, ''])), {
    shouldDirty: true,
  });
  form.clearErrors('reportType');
}

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
        {(control) => (
          <Select
            {...control}
            value={form.watch('reportType')}
            onChange={(event) => {
              const type = event.target.value;
              chooseReportType(form, isReportType(type) ? type : '');
            }}
          >
            <option value="">Select a report template</option>
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {REPORT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
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
