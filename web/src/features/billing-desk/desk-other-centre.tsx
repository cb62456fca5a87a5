import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrganisationPatient } from '../../../../core/api/organisation-patients-api.ts';
import { formatDate } from '../../../../core/format/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { reuseOrganisationPatient } from './billing-desk-api.ts';
import type { DeskPatient } from './desk-patient-step.tsx';

/** How a patient of another centre reads in the desk's search: name, her id there, the centre. */
export function otherCentreOption(found: OrganisationPatient, otherCentre: string) {
  return {
    value: `other:${found.id}`,
    label: `${found.firstName} ${found.lastName} (${found.patientId})`,
    detail: `${otherCentre}: ${found.centreName} · ${formatDate(found.dateOfBirth)} · ${found.phone}`,
  };
}

/**
 * A returning patient of another centre, chosen in the search: the desk confirms it is her and
 * that she consents to this centre keeping her record, and she is registered here with her
 * details copied (decision 024), then billed like any patient.
 */
export function OtherCentrePatient({
  found,
  onRegistered,
  onCancel,
}: {
  found: OrganisationPatient;
  onRegistered: (patient: DeskPatient) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reuse = useMutation({
    mutationFn: () => reuseOrganisationPatient(found.id),
    onSuccess: (patient) => {
      toast({ title: t('Registered at this centre'), description: patient.patientId });
      onRegistered({ id: patient.id, label: `${patient.firstName} ${patient.lastName} (${patient.patientId})` });
    },
    onError: (failure) => setError(t(errorMessageOf(failure, msg('Failed to register the patient here')))),
  });
  return (
    <section
      aria-label={t('Patient of another centre')}
      className="space-y-3 rounded-md border border-blue-200 bg-blue-50 p-3"
    >
      <p className="text-sm text-slate-900">
        <strong>
          {found.firstName} {found.lastName}
        </strong>{' '}
        {t('is registered at {centre} as {patientId}. Register her here with the same details?', {
          centre: found.centreName,
          patientId: found.patientId,
        })}
      </p>
      <div className="flex items-start gap-2">
        <Checkbox id={consentId} checked={consent} onCheckedChange={(value) => setConsent(value === true)} />
        <label htmlFor={consentId} className="text-sm text-slate-800">
          {t('She consents to this centre keeping her details and records')}
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => reuse.mutate()} disabled={!consent || reuse.isPending}>
          {t('Register here')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </section>
  );
}
