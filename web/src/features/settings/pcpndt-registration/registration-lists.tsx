import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { doctorsApi } from '../../../../../core/api/doctors-api.ts';
import { pcpndtRegistrationApi as api } from '../../../../../core/api/pcpndt-registration-api.ts';
import type { Registration } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { callApi, queryFnOf } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { refreshRegistration } from './registration-api.ts';

const MACHINE_FIELDS = { make: msg('Make'), model: msg('Model'), serialNumber: msg('Serial number') };

const failed = (title: string) => (error: unknown) =>
  toast({ title: t(errorMessageOf(error, title)), variant: 'destructive' });

/** The registered ultrasound machines: removing one keeps it on the forms that name it. */
export function MachineList({ registration }: { registration: Registration }) {
  const [form, setForm] = useState({ make: '', model: '', serialNumber: '' });
  const add = useMutation({
    mutationFn: () => callApi(api.addMachine, { body: form }),
    onSuccess: async () => {
      setForm({ make: '', model: '', serialNumber: '' });
      await refreshRegistration();
    },
    onError: failed(t('Could not register the machine')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(api.removeMachine, { params: { id } }),
    onSuccess: () => refreshRegistration(),
    onError: failed(t('Could not remove the machine')),
  });
  const active = registration.machines.filter((m) => m.active);
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate();
  }
  return (
    <section aria-labelledby="pcpndt-machines" className="space-y-2">
      <h3 id="pcpndt-machines" className="font-semibold text-slate-900">
        {t('Registered ultrasound machines')}
      </h3>
      {active.length === 0 ? <p className="text-sm text-slate-600">{t('No machine registered yet.')}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {active.map((m) => (
          <li key={m.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
            <span className="min-w-0 break-words">
              {m.make} {m.model} <span className="text-slate-600">S/N {m.serialNumber}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate(m.id)}
              aria-label={t('Remove {name}', { name: m.serialNumber })}
            >
              {t('Remove')}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-4" noValidate>
        {(['make', 'model', 'serialNumber'] as const).map((key) => (
          <Input
            key={key}
            aria-label={t(MACHINE_FIELDS[key])}
            placeholder={t(MACHINE_FIELDS[key])}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t('Add machine')}
        </Button>
      </form>
    </section>
  );
}

/** The registered sonologists: doctors of the centre allowed to sign once it is registered. */
export function SonologistList({ registration }: { registration: Registration }) {
  const doctors = useQuery({ queryKey: ['doctors'], queryFn: queryFnOf(doctorsApi.list) });
  const [doctorId, setDoctorId] = useState('');
  const add = useMutation({
    mutationFn: () => callApi(api.addSonologist, { body: { doctorId } }),
    onSuccess: async () => {
      setDoctorId('');
      await refreshRegistration();
    },
    onError: failed(t('Could not register the sonologist')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(api.removeSonologist, { params: { doctorId: id } }),
    onSuccess: () => refreshRegistration(),
    onError: failed(t('Could not remove the sonologist')),
  });
  const active = registration.sonologists.filter((s) => s.active);
  const registered = new Set(active.map((s) => s.doctorId));
  const choices = (doctors.data ?? []).filter((d) => !registered.has(d.id));
  const chosen = choices.find((d) => d.id === doctorId);
  return (
    <section aria-labelledby="pcpndt-sonologists" className="space-y-2">
      <h3 id="pcpndt-sonologists" className="font-semibold text-slate-900">
        {t('Registered sonologists')}
      </h3>
      {active.length === 0 ? <p className="text-sm text-slate-600">{t('No sonologist registered yet.')}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {active.map((s) => (
          <li key={s.doctorId} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
            <span className="min-w-0 break-words">
              {s.name}{' '}
              <span className="text-slate-600">{t('Reg. No. {number}', { number: s.registrationNumber })}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate(s.doctorId)}
              aria-label={t('Remove {name}', { name: s.name })}
            >
              {t('Remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-start gap-2">
        {/* The whole row on a phone (the button goes below), and the name alone: a native select clips
            what does not fit, and a name with its registration number does not fit a phone. */}
        <div className="min-w-0 flex-1 basis-64 space-y-1 sm:max-w-md">
          <Select
            aria-label={t('Doctor')}
            aria-describedby={chosen ? 'pcpndt-sonologist-number' : undefined}
            value={doctorId}
            onChange={(event) => setDoctorId(event.target.value)}
          >
            <option value="">{t('Choose a doctor…')}</option>
            {choices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
          {chosen ? (
            <p id="pcpndt-sonologist-number" className="text-sm text-slate-600">
              {t('Reg. No. {number}', { number: chosen.registrationNumber })}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" disabled={!doctorId || add.isPending} onClick={() => add.mutate()}>
          {t('Add sonologist')}
        </Button>
      </div>
    </section>
  );
}
