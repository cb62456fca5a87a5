import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { t } from '../../lib/i18n.ts';

export interface NewDoctorValues {
  registrationNumber: string;
  qualification: string;
}

/** Registration number and qualification of a doctor record made for a team member. */
export function NewDoctorFields({
  idPrefix,
  values,
  onChange,
  error,
}: {
  idPrefix: string;
  values: NewDoctorValues;
  onChange: (change: Partial<NewDoctorValues>) => void;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-registration`} label={t('Registration Number')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={values.registrationNumber}
            onChange={(event) => onChange({ registrationNumber: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-qualification`} label={t('Qualification')}>
        {(control) => (
          <Input
            {...control}
            value={values.qualification}
            onChange={(event) => onChange({ qualification: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

/** The body's `doctor` for a new record (an empty qualification is none). */
export const newDoctorBody = (values: NewDoctorValues) => ({
  registrationNumber: values.registrationNumber,
  qualification: values.qualification || null,
});
