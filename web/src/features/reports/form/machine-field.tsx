import { useQuery } from '@tanstack/react-query';
import { pcpndtRegistrationApi } from '../../../../../core/api/pcpndt-registration-api.ts';
import { REGISTRATION_MESSAGES } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { queryFnOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';

type Machine = { id: string; make: string; model: string; serialNumber: string };

/**
 * A machine as its option names it: make and model, with the serial number only when another
 * machine is the same model, so the choice mostly fits a phone's select. A native select clips
 * what does not fit, unseen, so the chosen machine is also written out in full under it.
 */
function machineName(machine: Machine, machines: readonly Machine[]): string {
  const name = `${machine.make} ${machine.model}`;
  const twin = machines.some((m) => m.id !== machine.id && m.make === machine.make && m.model === machine.model);
  return twin ? `${name} (S/N ${machine.serialNumber})` : name;
}

/**
 * The registered ultrasound machine the scan was done on (issue 29 §4): required to sign an
 * obstetric report once the centre has recorded its PC-PNDT registration. Before that, an
 * obstetric report says plainly that the registration is missing. It is a statutory record, so
 * it is never filled in for the doctor (decision 028, proposals, not defaults): a centre with one
 * registered machine is offered it, a click away, instead of learning at Finalize that none was
 * chosen.
 */
export function MachineField({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const registration = useQuery({
    queryKey: ['pcpndt-registration'],
    queryFn: queryFnOf(pcpndtRegistrationApi.get),
  });
  const obstetric = isObstetricReportType(form.watch('reportType'));
  const chosen = form.watch('machineId');
  if (!registration.data) return null;
  const machines = registration.data.machines.filter((m) => m.active);
  const only = machines.length === 1 ? machines[0] : undefined;
  const picked = machines.find((m) => m.id === chosen);
  if (registration.data.status === 'missing') {
    return obstetric ? (
      <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
        {t(REGISTRATION_MESSAGES.missing)}
      </p>
    ) : null;
  }
  if (machines.length === 0) return null;
  return (
    <div className="space-y-1">
      <FormField
        id={`${idPrefix}-machine`}
        label={obstetric ? `${t('Ultrasound machine')} *` : t('Ultrasound machine')}
      >
        {(control) => (
          <Select
            {...control}
            value={chosen ?? ''}
            onChange={(event) => form.setValue('machineId', event.target.value || null, { shouldDirty: true })}
          >
            <option value="">{t('Choose the registered machine')}</option>
            {machines.map((m) => (
              <option key={m.id} value={m.id}>
                {machineName(m, machines)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {picked ? (
        <p className="text-sm break-words text-slate-600">
          {picked.make} {picked.model} · {t('S/N {serial}', { serial: picked.serialNumber })}
        </p>
      ) : null}
      {only && !chosen ? (
        <Button
          variant="link"
          // A long make and model wraps inside a phone's editor instead of running past its edge
          // (important: the button's own classes say nowrap, and cn does not merge).
          className="min-h-10 text-left whitespace-normal!"
          onClick={() => form.setValue('machineId', only.id, { shouldDirty: true })}
        >
          {t('Scanned on {machine}', { machine: `${only.make} ${only.model}` })}
        </Button>
      ) : null}
    </div>
  );
}
