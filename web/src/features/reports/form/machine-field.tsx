import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pcpndtRegistrationApi } from '../../../../../core/api/pcpndt-registration-api.ts';
import { REGISTRATION_MESSAGES } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { queryFnOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';

/**
 * The registered ultrasound machine the scan was done on (issue 29 §4): required to sign an
 * obstetric report once the centre has recorded its PC-PNDT registration. Before that, an
 * obstetric report says plainly that the registration is missing.
 */
export function MachineField({ form, idPrefix, editing }: { form: ReportForm; idPrefix: string; editing: boolean }) {
  const registration = useQuery({
    queryKey: ['pcpndt-registration'],
    queryFn: queryFnOf(pcpndtRegistrationApi.get),
  });
  const obstetric = isObstetricReportType(form.watch('reportType'));
  const machines = registration.data?.machines.filter((m) => m.active) ?? [];
  usePreselectOnlyMachine(form, editing, machines.length === 1 ? machines[0]?.id : undefined);
  if (!registration.data) return null;
  if (registration.data.status === 'missing') {
    return obstetric ? (
      <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
        {t(REGISTRATION_MESSAGES.missing)}
      </p>
    ) : null;
  }
  if (machines.length === 0) return null;
  return (
    <FormField id={`${idPrefix}-machine`} label={obstetric ? `${t('Ultrasound machine')} *` : t('Ultrasound machine')}>
      {(control) => (
        <Select
          {...control}
          value={form.watch('machineId') ?? ''}
          onChange={(event) => form.setValue('machineId', event.target.value || null, { shouldDirty: true })}
        >
          <option value="">{t('Choose the registered machine')}</option>
          {machines.map((m) => (
            <option key={m.id} value={m.id}>
              {m.make} {m.model} (S/N {m.serialNumber})
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * Most centres have one registered machine: a new report starts on it, as it starts with the
 * signed-in doctor, instead of the doctor learning at Finalize that none was chosen. Once per
 * field, so clearing it on purpose leaves it clear; an edited report keeps what it was signed with.
 */
function usePreselectOnlyMachine(form: ReportForm, editing: boolean, onlyMachineId: string | undefined) {
  const done = useRef(false);
  useEffect(() => {
    if (editing || done.current || !onlyMachineId) return;
    done.current = true;
    if (!form.getValues('machineId')) form.setValue('machineId', onlyMachineId, { shouldDirty: true });
  }, [form, editing, onlyMachineId]);
}
