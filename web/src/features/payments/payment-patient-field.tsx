import { useState } from 'react';
import { formatCount } from '../../../../core/format/digits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { t } from '../../lib/i18n.ts';
import { filterPatientChoices, patientChoiceLabel, toPatientOption } from './patient-choices.ts';
import { formatPaymentDate } from './payment-display.ts';
import { usePatientChoices } from './payments-api.ts';

interface PaymentPatientFieldProps {
  /** The chosen patient's id, '' while none is chosen. */
  value: string;
  onChange: (patientId: string) => void;
  error?: string;
}

/** How many patients the list offers; counts in the screen's digits (formatCount). */
function countText(shown: number, all: number, day: string): string {
  const values = { shown: formatCount(shown), count: formatCount(all), date: day ? formatPaymentDate(day) : '' };
  if (!day) return all === 1 ? t('All 1 patient') : t('All {count} patients', values);
  return all === 1
    ? t('{shown} of 1 patient registered on {date}', values)
    : t('{shown} of {count} patients registered on {date}', values);
}

/**
 * The Record Payment dialog's patient choice (clinical spec): a registration-date filter that
 * narrows the patients (today by default: most patients pay on the day they are registered),
 * and a searchable list of name, patient id and phone.
 */
export function PaymentPatientField({ value, onChange, error }: PaymentPatientFieldProps) {
  const [day, setDay] = useState(() => clinicDay(new Date()));
  const [text, setText] = useState('');
  const patients = usePatientChoices(true);
  const all = patients.data ?? [];
  const dated = filterPatientChoices(all, day || null, '');
  // Once a patient is chosen the input holds their label, which is not a search term.
  const options = filterPatientChoices(dated, null, value ? '' : text).map(toPatientOption);
  const errorId = 'payment-patient-error';
  const countId = 'payment-patient-count';

  const emptyText = patients.isError
    ? t('Failed to fetch patients')
    : day && dated.length === 0
      ? t('No patients registered on {date}. Choose All dates to see everyone.', { date: formatPaymentDate(day) })
      : text.trim()
        ? t('No patients found')
        : t('No patients registered yet');

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('Patient')}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="payment-patient-date">{t('Registration Date')}</Label>
          <DateInput
            id="payment-patient-date"
            value={day}
            max={clinicDay(new Date())}
            aria-describedby={countId}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <Button variant="secondary" disabled={day === ''} onClick={() => setDay('')}>
          {t('All dates')}
        </Button>
      </div>
      <p id={countId} className="text-xs text-slate-600" aria-live="polite">
        {patients.isPending ? t('Loading patients...') : countText(dated.length, all.length, day)}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="payment-patient">{t('Patient *')}</Label>
        <Combobox
          id="payment-patient"
          inputValue={text}
          onInputChange={(next) => {
            setText(next);
            if (value) onChange('');
          }}
          options={options}
          onSelect={(option) => {
            const picked = all.find((patient) => patient.id === option.value);
            setText(picked ? patientChoiceLabel(picked) : option.label);
            onChange(option.value);
          }}
          groupLabel={day ? t('Registered on {date}', { date: formatPaymentDate(day) }) : t('All patients')}
          loading={patients.isPending}
          emptyText={emptyText}
          placeholder={t('Search by name, ID or phone...')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {/* A zod or server field error: core's English, translated by its text as FormField does. */}
            {t(error)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
