import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OrganisationPatient } from '../../../../core/api/organisation-patients-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useT } from '../../lib/i18n.ts';
import { onPatientRegistered, openPatientDialog } from '../../lib/patient-dialog-store.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { paiseOf, rupeesText } from './bill-draft.ts';
import { useOrganisationPatientSearch, usePatientAccount, usePatientSearch } from './billing-desk-api.ts';
import { OtherCentrePatient, otherCentreOption } from './desk-other-centre.tsx';

export interface DeskPatient {
  id: string;
  label: string;
}

export const PATIENT_SEARCH_ID = 'desk-patient';

/**
 * Step 1: find the patient by name, id or phone, or register her (the usual Register New Patient
 * dialog); a patient just registered is chosen at once, so the desk goes straight on to billing.
 */
export function DeskPatientStep({
  patient,
  onChoose,
}: {
  patient: DeskPatient | null;
  onChoose: (patient: DeskPatient | null) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const matches = usePatientSearch(search);
  const elsewhere = useOrganisationPatientSearch(search);
  const [returning, setReturning] = useState<OrganisationPatient | null>(null);
  const account = usePatientAccount(patient?.id ?? null);

  useEffect(
    () =>
      onPatientRegistered((saved) =>
        onChoose({ id: saved.id, label: `${saved.firstName} ${saved.lastName} (${saved.patientId})` }),
      ),
    [onChoose],
  );

  if (patient) {
    const due = paiseOf(account.data?.balanceDue ?? '0') ?? 0;
    const advance = paiseOf(account.data?.advance ?? '0') ?? 0;
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900" data-testid="desk-patient">
            {patient.label}
          </p>
          <p className="text-sm text-slate-600">
            {t('Dues on earlier bills')}: {rupeesText(due)} · {t('Advance not yet used')}: {rupeesText(advance)}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onChoose(null)}>
          {t('Change patient')}
        </Button>
      </div>
    );
  }

  if (returning)
    return (
      <OtherCentrePatient
        found={returning}
        onRegistered={(chosen) => {
          setReturning(null);
          setText('');
          onChoose(chosen);
        }}
        onCancel={() => setReturning(null)}
      />
    );

  const others = search.length >= 2 ? (elsewhere.data?.patients ?? []) : [];
  const options = [
    ...(matches.data?.patients ?? []).map((p) => ({
      value: p.id,
      label: `${p.firstName} ${p.lastName} (${p.patientId})`,
      detail: p.phone,
    })),
    // Her record at another centre of the organisation, named as such: chosen, she is registered here.
    ...others.map((found) => otherCentreOption(found, t('Other centre'))),
  ];
  const choose = (option: { value: string; label: string }) => {
    const other = others.find((found) => option.value === `other:${found.id}`);
    if (other) setReturning(other);
    else onChoose({ id: option.value, label: option.label });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="space-y-1.5">
        <Label htmlFor={PATIENT_SEARCH_ID}>{t('Find patient (name, ID or phone)')}</Label>
        <Combobox
          id={PATIENT_SEARCH_ID}
          inputValue={text}
          onInputChange={setText}
          options={options}
          onSelect={choose}
          loading={matches.isPending || search !== text.trim()}
          emptyText={text.trim() ? t('No patients found') : t('No patients registered yet')}
          placeholder={t('Search by name, ID or phone...')}
        />
      </div>
      <Button variant="secondary" onClick={() => openPatientDialog()} aria-keyshortcuts="Alt+N">
        <UserPlus aria-hidden="true" className="size-4" />
        {t('Register new patient')}
      </Button>
    </div>
  );
}
