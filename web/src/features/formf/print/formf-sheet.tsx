import { formatCount } from '../../../../../core/format/digits.ts';
import { buildFormFPrintModel } from '../../../../../core/formf/print/formf-print-model.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { t } from '../../../lib/i18n.ts';
import { type FormF, useClinic, usePatient, usePatientCount } from '../formf-api.ts';
import { FormFDocument } from './formf-document.tsx';

/**
 * Form F with its patient and clinic loaded: 'Loading Form F...' meanwhile, and the
 * 'Patient Not Found' dialog (patient id and the clinic's count of patients) when the woman is
 * no longer on record (spec "Form F dialog"). Without the clinic record the header uses defaults.
 */
export function FormFSheet({ form, onClose }: { form: FormF; onClose: () => void }) {
  const patient = usePatient(form.patientId);
  const clinic = useClinic();
  const missing = patient.isSuccess && patient.data === null;
  const count = usePatientCount(missing);
  if (patient.isPending || clinic.isPending) return <LoadingMessage>{t('Loading Form F...')}</LoadingMessage>;
  if (patient.isError) return <ErrorMessage>{t('Failed to fetch patient')}</ErrorMessage>;
  if (missing) {
    return (
      <div role="alertdialog" aria-labelledby="formf-patient-missing" className="space-y-3 py-10 text-center">
        <h2 id="formf-patient-missing" className="text-lg font-semibold text-slate-900">
          {t('Patient Not Found')}
        </h2>
        <p className="text-slate-700">{t('Patient {id} not found', { id: form.patientCode })}</p>
        <p className="text-sm text-slate-600">
          {count.data === undefined
            ? t('Counting the clinic’s patients…')
            : count.data === 1
              ? t('The clinic has 1 patient on record.')
              : t('The clinic has {count} patients on record.', { count: formatCount(count.data) })}
        </p>
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
    );
  }
  return <FormFDocument model={buildFormFPrintModel(form, clinic.data ?? null)} />;
}
