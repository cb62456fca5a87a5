import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Building2, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ClinicUpdateSchema } from '../../../../core/clinic/clinic-schema.ts';
import { CLOCKS, type Clock } from '../../../../core/format/dates.ts';
import { DIGIT_SYSTEMS, type DigitSystem } from '../../../../core/format/digits.ts';
import { formatPhone } from '../../../../core/format/phone.ts';
import { SETTINGS_MESSAGES as M } from '../../../../core/settings/settings-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { LogoUpload } from './logo-upload.tsx';
import { type Clinic, saveClinic, useClinic } from './settings-api.ts';
import { DetailList, EditFormButtons, SettingsSection } from './settings-section.tsx';
import { showServerFieldErrors, toastSettingsError } from './settings-toasts.ts';

// The logo has its own upload flow; this form leaves it untouched.
const ClinicFormSchema = ClinicUpdateSchema.omit({ logoUrl: true });
type ClinicFormInput = z.input<typeof ClinicFormSchema>;
type ClinicFormOutput = z.output<typeof ClinicFormSchema>;
const FIELDS = [
  'name',
  'registrationNumber',
  'address',
  'phone',
  'email',
  'licenseNumber',
  'doctorName',
  'doctorQualification',
  'technicianName',
  'technicianQualification',
  'clock',
  'digits',
] as const;
type FieldName = (typeof FIELDS)[number];

/** The inputs after the name, two to a row on wider screens; the address takes a whole row. */
const DETAIL_INPUTS: readonly {
  name: Exclude<FieldName, 'name' | 'clock' | 'digits'>;
  label: string;
  autoComplete: string;
  type?: string;
  maxLength: number;
  wide?: boolean;
}[] = [
  { name: 'registrationNumber', label: msg('Registration Number'), autoComplete: 'off', maxLength: 100 },
  { name: 'address', label: msg('Address'), autoComplete: 'street-address', maxLength: 200, wide: true },
  { name: 'phone', label: msg('Phone'), autoComplete: 'tel-national', type: 'tel', maxLength: 10 },
  { name: 'email', label: msg('Centre Email'), autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'licenseNumber', label: msg("Doctor's Registration Number"), autoComplete: 'off', maxLength: 50 },
  { name: 'doctorName', label: msg('Doctor Name'), autoComplete: 'off', maxLength: 50 },
  { name: 'doctorQualification', label: msg('Doctor Qualification'), autoComplete: 'off', maxLength: 100 },
  { name: 'technicianName', label: msg('Technician Name (optional)'), autoComplete: 'off', maxLength: 50 },
  {
    name: 'technicianQualification',
    label: msg('Technician Qualification (optional)'),
    autoComplete: 'off',
    maxLength: 100,
  },
];

/** How each clock shows half past two in the afternoon (issue 34). */
const CLOCK_LABELS: Record<Clock, string> = {
  '12h': msg('12-hour (02:30 pm)'),
  '24h': msg('24-hour (14:30)'),
};

/** The digits each choice writes (issue 34); the Devanagari ones show on Hindi screens only. */
const DIGIT_LABELS: Record<DigitSystem, string> = {
  latin: msg('0123 (Latin, default)'),
  devanagari: msg('०१२३ (Devanagari)'),
};

/** What the print headers carry, and the clock and digits every screen shows. */
function clinicDetails(clinic: Clinic) {
  return [
    { label: msg('USG Centre Name'), value: clinic.name },
    { label: msg('Registration Number'), value: clinic.registrationNumber },
    { label: msg('Address'), value: clinic.address },
    { label: msg('Phone'), value: clinic.phone && formatPhone(clinic.phone) },
    { label: msg('Centre Email'), value: clinic.email },
    { label: msg("Doctor's Registration Number"), value: clinic.licenseNumber },
    { label: msg('Doctor'), value: joinNameAndQualification(clinic.doctorName, clinic.doctorQualification) },
    {
      label: msg('Technician'),
      value: joinNameAndQualification(clinic.technicianName, clinic.technicianQualification),
    },
    { label: msg('Time format'), value: t(CLOCK_LABELS[clinic.clock]) },
    { label: msg('Digits'), value: t(DIGIT_LABELS[clinic.digits]) },
  ].map((item) => ({ ...item, label: t(item.label) }));
}

function joinNameAndQualification(name: string | null, qualification: string | null): string | null {
  return [name, qualification].filter(Boolean).join(', ') || null;
}

/** USG Centre Information (spec §2.7): logo, then the centre's details that prints carry, view/edit. */
export function ClinicCard() {
  const clinic = useClinic();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };

  return (
    <SettingsSection
      id="clinic"
      icon={Building2}
      title={t('USG Centre Information')}
      description={t("Your centre's name, registration and logo, as shown in the sidebar and on prints")}
      action={
        clinic.data && !editing ? (
          <Button ref={editRef} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('Edit')}
            <span className="sr-only"> {t('USG centre information')}</span>
          </Button>
        ) : null
      }
    >
      {clinic.isPending ? (
        <LoadingMessage>{t('Loading centre information...')}</LoadingMessage>
      ) : !clinic.data ? (
        <ErrorMessage>{t('Failed to load centre information. Please try again later.')}</ErrorMessage>
      ) : (
        <div className="space-y-6">
          <LogoUpload clinic={clinic.data} />
          <div className="border-t border-slate-200 pt-6">
            {editing ? (
              <ClinicForm clinic={clinic.data} onDone={stopEditing} />
            ) : (
              <DetailList items={clinicDetails(clinic.data)} />
            )}
          </div>
        </div>
      )}
    </SettingsSection>
  );
}

/** Mounted for each edit, so Cancel (unmount) always restores the current data. */
function ClinicForm({ clinic, onDone }: { clinic: Clinic; onDone: () => void }) {
  const form = useForm<ClinicFormInput, unknown, ClinicFormOutput>({
    resolver: zodResolver(ClinicFormSchema),
    defaultValues: {
      name: clinic.name,
      registrationNumber: clinic.registrationNumber ?? '',
      address: clinic.address ?? '',
      phone: clinic.phone ?? '',
      email: clinic.email ?? '',
      licenseNumber: clinic.licenseNumber ?? '',
      doctorName: clinic.doctorName ?? '',
      doctorQualification: clinic.doctorQualification ?? '',
      technicianName: clinic.technicianName ?? '',
      technicianQualification: clinic.technicianQualification ?? '',
      clock: clinic.clock,
      digits: clinic.digits,
    },
  });
  const errors = form.formState.errors;

  useEffect(() => form.setFocus('name'), [form]);

  const save = useMutation({
    mutationFn: (values: ClinicFormOutput) =>
      saveClinic({
        ...values,
        // Emptied optional fields arrive as undefined ("keep"); null tells the server to clear them.
        technicianName: values.technicianName ?? null,
        technicianQualification: values.technicianQualification ?? null,
      }),
    onSuccess: () => {
      toast({ title: t(M.clinicUpdated) });
      onDone();
    },
    onError: (error) => {
      toastSettingsError(error, M.clinicFailed);
      showServerFieldErrors(form.setError, error, FIELDS);
    },
  });
  const busy = save.isPending;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="clinic-name" label={t('USG Centre Name')} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="organization" maxLength={100} {...form.register('name')} />}
        </FormField>
        {DETAIL_INPUTS.map((input) => (
          <div key={input.name} className={input.wide ? 'sm:col-span-2' : undefined}>
            <FormField id={`clinic-${input.name}`} label={t(input.label)} error={errors[input.name]?.message}>
              {(control) => (
                <Input
                  {...control}
                  type={input.type ?? 'text'}
                  autoComplete={input.autoComplete}
                  maxLength={input.maxLength}
                  {...form.register(input.name)}
                />
              )}
            </FormField>
          </div>
        ))}
        <FormField id="clinic-clock" label={t('Time format')} error={errors.clock?.message}>
          {(control) => (
            <Select {...control} {...form.register('clock')}>
              {CLOCKS.map((clock) => (
                <option key={clock} value={clock}>
                  {t(CLOCK_LABELS[clock])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="clinic-digits"
          label={t('Digits')}
          hint={t('Devanagari digits show on Hindi screens; English screens and printed papers keep 0123.')}
          error={errors.digits?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('digits')}>
              {DIGIT_SYSTEMS.map((digits) => (
                <option key={digits} value={digits}>
                  {t(DIGIT_LABELS[digits])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <EditFormButtons busy={busy} onCancel={onDone} />
    </form>
  );
}
