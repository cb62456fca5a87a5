import { Eye, FileText, Pencil } from 'lucide-react';
import { useLocation } from 'wouter';
import { formatDate } from '../../../../core/format/dates.ts';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../lib/i18n.ts';
import { openPatientDialog } from '../../lib/patient-dialog-store.ts';
import { useRecordsReadOnly } from '../../lib/records-read-only.ts';
import { ageText, fullName, genderLabel, initialsOf } from './patient-display.ts';

/** One Patient Records row (clinical spec): who, how to reach them, and the three actions. */
export function PatientRow({ patient, now }: { patient: Patient; now: Date }) {
  const readOnly = useRecordsReadOnly();
  const [, navigate] = useLocation();
  const name = fullName(patient);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar text={initialsOf(patient)} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate font-semibold text-slate-900">{name}</h3>
            <Badge tone="blue">{patient.patientId}</Badge>
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <Detail term={t('Age')} value={ageText(patient, now)} />
            <Detail term={t('Phone')} value={patient.phone} />
            <Detail term={t('Gender')} value={genderLabel(patient.gender)} />
            <Detail term={t('Registered')} value={formatDate(patient.createdAt)} visibleTerm />
          </dl>
        </div>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-auto">
        <Button
          variant="ghost"
          size="icon"
          title={t('View patient')}
          onClick={() => navigate(`/patients/${patient.id}`)}
        >
          <Eye aria-hidden="true" className="size-4" />
          <span className="sr-only">
            {t('View')} {name}
          </span>
        </Button>
        {readOnly ? null : (
          <>
            <Button variant="ghost" size="icon" title={t('Edit patient')} onClick={() => openPatientDialog(patient)}>
              <Pencil aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {t('Edit')} {name}
              </span>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              title={t('Generate report')}
              onClick={() => navigate(`/reports?patientId=${encodeURIComponent(patient.id)}`)}
            >
              <FileText aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {t('Generate report for')} {name}
              </span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function Detail({ term, value, visibleTerm = false }: { term: string; value: string; visibleTerm?: boolean }) {
  return (
    <div className="flex gap-1">
      <dt className={visibleTerm ? undefined : 'sr-only'}>{term}:</dt>
      <dd>{value}</dd>
    </div>
  );
}
