import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DoctorDialogSchema } from '../../../../core/doctors/doctor-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DOCTORS_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { type Doctor, postDoctor } from './doctors-api.ts';

type DoctorDialogInput = z.input<typeof DoctorDialogSchema>;
type DoctorDialogValues = z.output<typeof DoctorDialogSchema>;

interface AddDoctorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the user had typed in the selector, offered as the name. */
  initialName: string;
  onCreated: (doctor: Doctor) => void;
}

/** "Dr. Mehta", without doubling a title the name already carries. */
export function withDoctorTitle(name: string): string {
  return /^dr\.?\s/i.test(name) ? name : `Dr. ${name}`;
}

/** The Add New Doctor dialog (clinical spec, Doctor selector; rules of §5 "New doctor dialog"). */
export function AddDoctorDialog({ open, onOpenChange, initialName, onCreated }: AddDoctorDialogProps) {
  const form = useForm<DoctorDialogInput, unknown, DoctorDialogValues>({
    resolver: zodResolver(DoctorDialogSchema),
    defaultValues: { name: '', registrationNumber: '', qualification: '', specialization: '' },
  });
  const { reset } = form;

  // Each opening starts from what was typed in the selector, not from a previous attempt.
  useEffect(() => {
    if (open) reset({ name: initialName, registrationNumber: '', qualification: '', specialization: '' });
  }, [open, initialName, reset]);
  const errors = form.formState.errors;

  const create = useMutation({
    mutationFn: (values: DoctorDialogValues) =>
      postDoctor({
        name: values.name,
        registrationNumber: values.registrationNumber,
        qualification: values.qualification || undefined,
        specialization: values.specialization || undefined,
      }),
    onSuccess: (doctor) => {
      toast({
        title: t('Success'),
        description: t('{name} has been added to your clinic', { name: withDoctorTitle(doctor.name) }),
      });
      void queryClient.invalidateQueries({ queryKey: DOCTORS_KEY });
      onCreated(doctor);
      onOpenChange(false);
    },
    onError: (error) => {
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to add new doctor'))),
        variant: 'destructive',
      });
    },
  });

  // The dialog is portalled, but React still bubbles its submit to a form around the selector.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.stopPropagation();
    void form.handleSubmit((values) => create.mutate(values))(event);
  }

  const field = (name: keyof DoctorDialogInput, label: string, placeholder?: string) => (
    <FormField id={`add-doctor-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} placeholder={placeholder} autoComplete="off" {...form.register(name)} />}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent showClose={!create.isPending}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{t('Add New Doctor')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('The doctor is saved to your clinic and can be picked on every report.')}
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          {field('name', 'Doctor Name *', 'e.g. Dr. Priya Sharma')}
          {field('registrationNumber', 'Registration Number *', 'e.g. MCI-12345')}
          {field('qualification', 'Qualification', 'e.g. MBBS, MD (Radiology)')}
          {field('specialization', 'Specialization', 'e.g. Radiology')}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={create.isPending} onClick={() => onOpenChange(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('Adding...') : t('Add Doctor')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
