import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { STUDY_MESSAGES } from '../../../../core/messages.ts';
import { STUDY_TYPE_LABELS, STUDY_TYPES, StudyCreateSchema } from '../../../../core/studies/study-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { keepOpenForCombobox } from '../../components/ui/combobox.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { formatClinicTime, localDateInput, localTimeInput } from '../../lib/clinic-dates.ts';
import { type DoctorChoice, type DoctorFieldProps, NO_DOCTOR } from '../../lib/doctor-choice.ts';
import { msg, t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, TODAYS_STUDIES_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { PatientPicker } from './patient-picker.tsx';
import { postStudy } from './studies-api.ts';

/** The study fields of core's StudyCreateSchema, with the date and time as the inputs hold them. */
const ScheduleFormSchema = StudyCreateSchema.pick({ patientId: true, studyType: true, notes: true }).extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, STUDY_MESSAGES.scheduledDate),
  time: z.string().regex(/^\d{2}:\d{2}$/, STUDY_MESSAGES.scheduledDate),
});
type ScheduleFormInput = z.input<typeof ScheduleFormSchema>;
type ScheduleForm = z.output<typeof ScheduleFormSchema>;

export type DoctorFieldRenderer = (props: DoctorFieldProps) => ReactNode;

/** The next quarter hour, so the default time is never already past. */
function nextQuarterHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setSeconds(0, 0);
  const minutes = next.getMinutes();
  next.setMinutes(minutes + (15 - (minutes % 15)));
  // Past 23:45 the next quarter is tomorrow; today's last slot is kept instead.
  if (next.getDate() !== now.getDate()) return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 45);
  return next;
}

interface ScheduleStudyDialogProps {
  onClose: () => void;
  /** The clinic's doctor selector, when the app provides one; otherwise a plain name field. */
  doctorField?: DoctorFieldRenderer;
}

/** Schedule Appointment (DESIGN §5 Studies): patient, study type, date and time, doctor, notes. */
export function ScheduleStudyDialog({ onClose, doctorField }: ScheduleStudyDialogProps) {
  const [start] = useState(() => nextQuarterHour(new Date()));
  const form = useForm<ScheduleFormInput, unknown, ScheduleForm>({
    resolver: zodResolver(ScheduleFormSchema),
    defaultValues: {
      patientId: '',
      studyType: undefined,
      notes: '',
      date: localDateInput(start),
      time: localTimeInput(start),
    },
  });
  const [patientText, setPatientText] = useState('');
  const [doctor, setDoctor] = useState<DoctorChoice>(NO_DOCTOR);
  const errors = form.formState.errors;

  const schedule = useMutation({
    mutationFn: (values: ScheduleForm) =>
      postStudy({
        patientId: values.patientId,
        studyType: values.studyType,
        // The inputs are in the browser's own time zone; the server stores the instant.
        scheduledDate: new Date(`${values.date}T${values.time}`).toISOString(),
        doctor: doctor.name.trim() || null,
        notes: values.notes ?? null,
      }),
    onSuccess: (study) => {
      toast({
        title: t('Appointment scheduled'),
        description: t('{studyId} for {name} at {time}', {
          studyId: study.studyId,
          name: study.patientName,
          time: formatClinicTime(study.scheduledDate),
        }),
      });
      void queryClient.invalidateQueries({ queryKey: TODAYS_STUDIES_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 402) return;
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to schedule appointment'))),
        variant: 'destructive',
      });
      if (!(error instanceof ApiRequestError)) return;
      for (const { field, message } of error.fieldErrors) {
        const name = field === 'scheduledDate' ? 'date' : field;
        if (name === 'patientId' || name === 'studyType' || name === 'date' || name === 'notes')
          form.setError(name, { type: 'server', message });
      }
    },
  });

  const busy = schedule.isPending;
  const submit = form.handleSubmit((values) => schedule.mutate(values));
  const dateError = errors.date?.message ?? errors.time?.message;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="lg" showClose={!busy} onEscapeKeyDown={keepOpenForCombobox}>
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('Schedule Appointment')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('Book an ultrasound study for a registered patient.')}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="schedule-patient">{t('Patient *')}</Label>
            <PatientPicker
              id="schedule-patient"
              text={patientText}
              onTextChange={(text) => {
                setPatientText(text);
                form.setValue('patientId', '');
              }}
              onPick={(patient) => {
                setPatientText(patient.label);
                form.setValue('patientId', patient.id, { shouldValidate: true });
              }}
              error={errors.patientId?.message}
            />
          </div>
          <FormField id="schedule-study-type" label={t('Study Type *')} error={errors.studyType?.message}>
            {(control) => (
              <Select {...control} {...form.register('studyType')}>
                <option value="">{t('Select study type')}</option>
                {STUDY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(STUDY_TYPE_LABELS[type])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="schedule-date" label={t('Date *')} error={dateError}>
              {(control) => <DateInput {...control} {...form.register('date')} />}
            </FormField>
            <FormField id="schedule-time" label={t('Time *')}>
              {(control) => <Input {...control} type="time" step={300} {...form.register('time')} />}
            </FormField>
          </div>
          {doctorField ? (
            doctorField({ id: 'schedule-doctor', value: doctor, onChange: setDoctor })
          ) : (
            <FormField id="schedule-doctor" label={t('Doctor')}>
              {(control) => (
                <Input
                  {...control}
                  value={doctor.name}
                  onChange={(event) => setDoctor({ ...NO_DOCTOR, name: event.target.value })}
                />
              )}
            </FormField>
          )}
          <FormField id="schedule-notes" label={t('Notes')} error={errors.notes?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
          </FormField>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('Scheduling...') : t('Schedule Appointment')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
