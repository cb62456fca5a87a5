import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { t } from '../../lib/i18n.ts';
import { announcePatientRegistered } from '../../lib/patient-dialog-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { PATIENTS_KEY, refreshPatientData } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { useClinicRecord } from '../../lib/use-clinic.ts';
import {
  emptyPatientForm,
  type PatientFormOutput,
  type PatientFormValues,
  patientCreateResolver,
  patientToForm,
  patientUpdateResolver,
} from './patient-form.ts';
import {
  PatientAddressInput,
  PatientCheckbox,
  type PatientForm,
  PatientGenderSelect,
  PatientLanguageSelect,
  PatientTextInput,
} from './patient-form-fields.tsx';
import { ObstetricFields } from './patient-obstetric-fields.tsx';
import { postPatient, putPatient } from './patients-api.ts';

interface PatientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient to edit; null registers a new one. */
  patient: Patient | null;
}

const CONSENT_TEXT =
  'The patient consents to the clinic collecting and processing their data for diagnosis and records (DPDP Act 2023).';

const MESSAGE_CONSENT_TEXT =
  'The patient agreed to receive messages (reports and reminders) by SMS, WhatsApp or e-mail.';

/** Register New Patient (clinical spec), and the same form for editing a patient. */
export function PatientFormDialog({ open, onOpenChange, patient }: PatientFormDialogProps) {
  const editing = patient !== null;
  const clinic = useClinicRecord({ staleTime: 10 * 60_000 });
  const paperDefault = clinic.data?.paperLanguage ?? 'en';
  const form: PatientForm = useForm<PatientFormValues, unknown, PatientFormOutput>({
    resolver: editing ? patientUpdateResolver : patientCreateResolver,
    defaultValues: patient ? patientToForm(patient) : emptyPatientForm(paperDefault),
    // Checked on submit, then as the user corrects: checking on blur would move the buttons
    // under the pointer while it clicks (an error appears above them as the field loses focus).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The clinic may load after the form was made: a registration not yet given a language takes its default.
  useEffect(() => {
    if (open && !editing && !form.getFieldState('language').isDirty) form.setValue('language', paperDefault);
  }, [open, editing, paperDefault, form]);

  const save = useMutation({
    mutationFn: (values: PatientFormOutput) =>
      patient ? putPatient(patient.id, values) : postPatient({ ...values, consent: true }),
    onSuccess: (saved) => {
      toast({
        title: editing ? t('Patient updated successfully') : t('Patient registered successfully'),
        description: `${saved.firstName} ${saved.lastName} (${saved.patientId})`,
      });
      queryClient.setQueryData([...PATIENTS_KEY, saved.id], saved);
      if (!editing) announcePatientRegistered(saved);
      void refreshPatientData();
      form.reset(emptyPatientForm(paperDefault));
      onOpenChange(false);
    },
    onError: (error) => {
      // A 402 (plan limit, subscription) already has its own notice and redirect.
      if (error instanceof ApiRequestError && error.status === 402) return;
      const fallback = editing ? 'Failed to update patient' : 'Failed to register patient';
      toast({ title: t('Error'), description: t(errorMessageOf(error, fallback)), variant: 'destructive' });
      if (error instanceof ApiRequestError) {
        const known = new Set<string>(Object.keys(emptyPatientForm(paperDefault)));
        for (const { field, message } of error.fieldErrors) {
          if (known.has(field)) form.setError(field as keyof PatientFormValues, { type: 'server', message });
        }
      }
    },
  });

  const submit = form.handleSubmit((values) => save.mutate(values));
  const busy = save.isPending;
  const today = clinicDay(new Date());

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent size="xl" showClose={!busy}>
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {editing ? t('Edit Patient') : t('Register New Patient')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {editing
            ? t('Update the details of {name} ({patientId}).', {
                name: `${patient.firstName} ${patient.lastName}`,
                patientId: patient.patientId,
              })
            : t('Fields marked * are required.')}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-6 space-y-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('Patient details')}
            </legend>
            <PatientTextInput form={form} name="firstName" label={t('First Name *')} autoComplete="off" />
            <PatientTextInput form={form} name="lastName" label={t('Last Name *')} />
            <PatientTextInput
              form={form}
              name="dateOfBirth"
              label={t('Date of Birth *')}
              type="date"
              max={today}
              hint={t('Or give the age instead, if the patient does not know it.')}
            />
            <PatientTextInput
              form={form}
              name="age"
              label={t('Or Age (years)')}
              placeholder={t('e.g. 32 or 32 Y')}
              hint={t('Stored as an estimated date of birth.')}
            />
            <PatientGenderSelect form={form} />
            <PatientTextInput
              form={form}
              name="phone"
              label={t('Phone Number *')}
              type="tel"
              inputMode="tel"
              placeholder={t('e.g. 98230 11223 or +91 98230 11223')}
            />
            <PatientTextInput form={form} name="email" label={t('Email')} type="email" inputMode="email" />
            <PatientAddressInput form={form} />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('Contacts and referral')}
            </legend>
            <PatientTextInput form={form} name="emergencyContact" label={t('Emergency Contact Name')} />
            <PatientTextInput
              form={form}
              name="emergencyPhone"
              label={t('Emergency Phone')}
              type="tel"
              inputMode="numeric"
              placeholder={t('10-digit number')}
            />
            <PatientTextInput form={form} name="referringDoctorName" label={t('Referring Doctor Name')} />
            <PatientLanguageSelect form={form} />
          </fieldset>
          <ObstetricFields form={form} editing={editing} />
          <PatientCheckbox form={form} name="messageConsent" label={MESSAGE_CONSENT_TEXT} />
          {editing ? null : <PatientCheckbox form={form} name="consent" label={`${CONSENT_TEXT} *`} />}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {editing
                ? busy
                  ? t('Saving...')
                  : t('Save Changes')
                : busy
                  ? t('Registering...')
                  : t('Register Patient')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
