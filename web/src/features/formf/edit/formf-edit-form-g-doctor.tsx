import { useQuery } from '@tanstack/react-query';
import { doctorsApi } from '../../../../../core/api/doctors-api.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { callApi } from '../../../lib/call-api.ts';
import { useT } from '../../../lib/i18n.ts';
import { DOCTORS_KEY } from '../../../lib/query-keys.ts';
import type { DraftSetter } from './formf-edit-fields.tsx';
import type { FormFDraft, FormFErrors } from './formf-edit-model.ts';

/**
 * Form G names the doctor who performs the invasive procedure (issue 29 §3): chosen here from the
 * clinic's doctors, never the sonologist by default, so "Not chosen" prints blank lines to sign on.
 */
export function FormGDoctorField({ draft, errors, set }: { draft: FormFDraft; errors: FormFErrors; set: DraftSetter }) {
  const t = useT();
  const doctors = useQuery({ queryKey: DOCTORS_KEY, queryFn: () => callApi(doctorsApi.list), staleTime: 5 * 60_000 });
  return (
    <FormField
      id="formf-formGDoctorId"
      label={t('Doctor performing the invasive procedure (prints on Form G)')}
      error={errors.formGDoctorId}
    >
      {(control) => (
        <Select {...control} value={draft.formGDoctorId} onChange={(e) => set('formGDoctorId', e.target.value)}>
          <option value="">{t('Not chosen')}</option>
          {(doctors.data ?? []).map((doctor) => (
            <option key={doctor.id} value={doctor.id}>
              {doctor.name}
              {doctor.registrationNumber ? ` (${doctor.registrationNumber})` : ''}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
