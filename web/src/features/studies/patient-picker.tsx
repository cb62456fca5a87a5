import { Combobox, type ComboboxOption } from '../../components/ui/combobox.tsx';
import { t } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePatientMatches } from './studies-api.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface PickedPatient {
  id: string;
  label: string;
}

interface PatientPickerProps {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (patient: PickedPatient) => void;
  error?: string;
}

/** Search the clinic's patients by name, patient id or phone and pick one. */
export function PatientPicker({ id, text, onTextChange, onPick, error }: PatientPickerProps) {
  const term = text.trim();
  const search = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const matches = usePatientMatches(search, true);
  const options: ComboboxOption[] = (matches.data?.patients ?? []).map((patient) => ({
    value: patient.id,
    label: `${patient.firstName} ${patient.lastName} (${patient.patientId})`,
    detail: patient.phone,
  }));
  const errorId = `${id}-error`;
  return (
    <>
      <Combobox
        id={id}
        inputValue={text}
        onInputChange={onTextChange}
        options={options}
        onSelect={(option) => onPick({ id: option.value, label: option.label })}
        loading={matches.isPending || term !== search}
        emptyText={term ? t('No patients found') : t('No patients registered yet')}
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
    </>
  );
}
