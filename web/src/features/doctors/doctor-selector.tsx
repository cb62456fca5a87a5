import { AlertTriangle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DOCTOR_SEARCH_LIMIT } from '../../../../core/doctors/doctor-schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { DoctorChoice, DoctorFieldProps } from '../../lib/doctor-choice.ts';
import { t } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { AddDoctorDialog } from './add-doctor-dialog.tsx';
import { type Doctor, useDoctorSearch, useDoctors } from './doctors-api.ts';
import { usePreselectSignedInDoctor } from './use-signed-in-doctor.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface DoctorSelectorProps extends DoctorFieldProps {
  label?: string;
  /** The form's own error for the doctor (e.g. 'Doctor name is required'). */
  error?: string;
  /** Start an empty field with the signed-in user's own doctor record (the report editors). */
  preselectSignedIn?: boolean;
}

function toOption(doctor: Doctor): ComboboxOption {
  const detail = [doctor.registrationNumber, doctor.qualification, doctor.specialization].filter(Boolean).join(' · ');
  return { value: doctor.id, label: doctor.name, detail };
}

function toChoice(doctor: Doctor): DoctorChoice {
  return { doctorId: doctor.id, name: doctor.name, registrationNumber: doctor.registrationNumber };
}

/**
 * The doctor selector of the clinical spec: pick one of the clinic's doctors, add a new one,
 * or type a name by hand. A typed name is a manual entry and needs its registration number,
 * which the report and Form F print beside the doctor's name.
 */
export function DoctorSelector({ id, value, onChange, label, error, preselectSignedIn = false }: DoctorSelectorProps) {
  const [adding, setAdding] = useState(false);
  const term = value.name.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const everyone = useDoctors();
  usePreselectSignedInDoctor(preselectSignedIn, value, everyone.data, onChange);
  const search = useDoctorSearch(debounced);
  const searching = debounced.length > 1;
  const stale = term !== debounced;

  const lowered = term.toLowerCase();
  const doctors = searching
    ? (search.data ?? [])
    : (everyone.data ?? []).filter((doctor) => doctor.name.toLowerCase().includes(lowered));
  const options = doctors.slice(0, DOCTOR_SEARCH_LIMIT).map(toOption);
  const loading = searching ? search.isPending || stale : everyone.isPending;

  const manual = value.doctorId === null && term !== '';
  const missingRegistration = manual && value.registrationNumber.trim() === '';
  const registrationId = `${id}-registration`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <div className="flex items-center gap-2">
          <Label htmlFor={id}>{label ?? t('Doctor')}</Label>
          {manual ? <Badge tone="amber">{t('Manual entry')}</Badge> : null}
        </div>
        <Combobox
          id={id}
          inputValue={value.name}
          // Typing a different name un-picks the doctor, and their number no longer applies.
          onInputChange={(name) => onChange({ doctorId: null, name, registrationNumber: '' })}
          options={options}
          onSelect={(option) => {
            const doctor = doctors.find((d) => d.id === option.value);
            if (doctor) onChange(toChoice(doctor));
          }}
          groupLabel={t('Existing Doctors')}
          emptyText={term ? t('No matching doctors') : t('No doctors added yet')}
          loading={loading}
          action={{ label: t('Add New Doctor'), icon: UserPlus, onSelect: () => setAdding(true) }}
          placeholder={t("Search or type a doctor's name")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          // The form's errors are core's spec messages, translated by their English text (as FormField does).
          <p id={errorId} className="text-sm text-red-700">
            {t(error)}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={registrationId}>{t('Registration Number')}</Label>
        <Input
          id={registrationId}
          value={value.registrationNumber}
          readOnly={value.doctorId !== null}
          placeholder={value.doctorId ? undefined : t('Medical council registration number')}
          aria-describedby={missingRegistration ? warningId : undefined}
          onChange={(event) => onChange({ ...value, registrationNumber: event.target.value })}
          className="read-only:bg-slate-50"
        />
        {missingRegistration ? (
          <p id={warningId} className="flex items-center gap-1.5 text-sm text-amber-800">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {t('Registration number is required')}
          </p>
        ) : null}
      </div>
      <AddDoctorDialog
        open={adding}
        onOpenChange={setAdding}
        initialName={term}
        onCreated={(doctor) => onChange(toChoice(doctor))}
      />
    </div>
  );
}
