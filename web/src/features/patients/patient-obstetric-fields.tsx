import { useWatch } from 'react-hook-form';
import { t } from '../../lib/i18n.ts';
import { PatientCheckbox, type PatientForm, PatientTextInput } from './patient-form-fields.tsx';

/**
 * The obstetric block (clinical spec, Register New Patient): spouse or husband (required when
 * ticked), Aadhaar and living children. Form F needs them for a pregnancy scan.
 */
export function ObstetricFields({ form, editing }: { form: PatientForm; editing: boolean }) {
  const obstetric = useWatch({ control: form.control, name: 'isObstetric' });
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <PatientCheckbox form={form} name="isObstetric" label={t('Obstetric patient (pregnancy scan)')} />
      {obstetric ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PatientTextInput form={form} name="spouseName" label={t('Spouse/Husband Name *')} />
          <PatientTextInput
            form={form}
            name="aadhaarNumber"
            label={t('Aadhaar Number')}
            inputMode="numeric"
            placeholder={t('12-digit Aadhaar number')}
            hint={
              editing
                ? 'Optional. Shown masked; leave it as it is to keep the saved number.'
                : 'Optional. Only the last 4 digits are ever shown.'
            }
          />
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
            <PatientTextInput form={form} name="numberOfChildren" label={t('Total Living Children')} type="number" />
            <PatientTextInput form={form} name="maleChildren" label={t('Male Children')} type="number" />
            <PatientTextInput form={form} name="femaleChildren" label={t('Female Children')} type="number" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
