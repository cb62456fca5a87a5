import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { exportsApi } from '../../../../core/api/exports-api.ts';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { urlOf } from '../../lib/call-api.ts';
import { downloadWithSession } from '../../lib/download-authenticated.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';

/**
 * Administrators: the patient's own records as one ZIP (CSV and JSON), for a request under the
 * DPDP Act to see the data the clinic holds about her. Readable after a lapse too.
 */
export function PatientExportButton({ patient }: { patient: Patient }) {
  const download = useMutation({
    mutationFn: () =>
      downloadWithSession(
        urlOf(exportsApi.patient, { params: { id: patient.id } }),
        `patient-${patient.patientId}-records.zip`,
      ),
    onSuccess: () => toast({ title: t('Patient records downloaded') }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not export the records'))), variant: 'destructive' }),
  });
  return (
    <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? t('Exporting...') : t('Export Records')}
    </Button>
  );
}
