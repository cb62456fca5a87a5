import { useState } from 'react';
import type { Patient } from '../../../../../core/patients/patient-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { clinicDay } from '../../../lib/clinic-dates.ts';
import { t } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePatient, usePatientsWithoutReports, useRecentPatients } from '../reports-api.ts';

interface ReportPatientFieldProps {
  idPrefix: string;
  value: string;
  onChange: (patientId: string) => void;
  error?: string;
  /** Edit mode: a saved report's patient cannot change. */
  locked?: boolean;
  /** The dialog variant's quick-select buttons for patients registered today. */
  quickSelect?: boolean;
}

const SEARCH_DEBOUNCE_MS = 300;

export const patientLabel = (patient: Pick<Patient, 'firstName' | 'lastName' | 'patientId'>) =>
  `${patient.firstName} ${patient.lastName} (${patient.patientId})`;

/**
 * The report's patient (spec §2): a search box and a dropdown of patients without reports (50 a
 * page). A patient chosen elsewhere (the patients list's generate-report button, or edit mode)
 * is shown even though they may already have reports.
 */
export function ReportPatientField({ idPrefix, value, onChange, error, locked, quickSelect }: ReportPatientFieldProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const candidates = usePatientsWithoutReports(debounced);
  const chosen = usePatient(value || null);
  const listed = candidates.data?.patients ?? [];
  const options = chosen.data && !listed.some((p) => p.id === value) ? [chosen.data, ...listed] : listed;
  const selectId = `${idPrefix}-patient`;
  const errorId = `${selectId}-error`;

  if (locked) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">{t('Patient')}</p>
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-900">
          {chosen.data ? patientLabel(chosen.data) : t('Loading patient...')}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {quickSelect ? <TodaysPatients selected={value} onPick={onChange} /> : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-patient-search`}>{t('Search Patients')}</Label>
        <Input
          id={`${idPrefix}-patient-search`}
          type="search"
          value={search}
          placeholder={t('Name, ID or phone')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={selectId}>{t('Patient *')}</Label>
        <Select
          id={selectId}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">
            {candidates.isPending
              ? t('Loading patients...')
              : options.length
                ? t('Select a patient')
                : t('No patients without reports')}
          </option>
          {options.map((patient) => (
            <option key={patient.id} value={patient.id}>
              {patientLabel(patient)}
            </option>
          ))}
        </Select>
        {candidates.isError ? <p className="text-sm text-red-700">{t('Failed to fetch patients')}</p> : null}
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {t(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function TodaysPatients({ selected, onPick }: { selected: string; onPick: (id: string) => void }) {
  const recent = useRecentPatients(true);
  const today = clinicDay(new Date());
  const todays = (recent.data ?? []).filter((patient) => clinicDay(new Date(patient.createdAt)) === today);
  if (todays.length === 0) return null;
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{t('Registered today')}</legend>
      <div className="flex flex-wrap gap-2">
        {todays.slice(0, 8).map((patient) => (
          <Button
            key={patient.id}
            size="sm"
            variant={patient.id === selected ? 'primary' : 'secondary'}
            aria-pressed={patient.id === selected}
            onClick={() => onPick(patient.id)}
          >
            {patient.firstName} {patient.lastName}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
