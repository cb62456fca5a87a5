import { ArrowLeft, FileText, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate, formatDateTime, formatIsoDay } from '../../../../core/format/dates.ts';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { AreaSpinner } from '../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../components/ui/state-message.tsx';
import { t } from '../../lib/i18n.ts';
import { openPatientDialog } from '../../lib/patient-dialog-store.ts';
import { useRecordsReadOnly } from '../../lib/records-read-only.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { ageText, fullName, genderLabel, initialsOf } from './patient-display.ts';
import { PatientExportButton } from './patient-export-button.tsx';
import { PatientPayments, PatientReports } from './patient-history.tsx';
import { usePatient } from './patients-api.ts';

const BACK_LINK = buttonClasses('link', 'md', 'inline-flex items-center gap-1 text-sm');

/** /patients/:id: one patient's record, with their reports and payments. */
export function PatientViewPage({ id }: { id: string }) {
  const patient = usePatient(id);
  useDocumentTitle(patient.data ? fullName(patient.data) : patient.data === null ? 'Patient Not Found' : 'Patient');

  if (patient.isPending) return <AreaSpinner />;
  if (patient.isError) return <ErrorMessage>{t('Failed to fetch patient')}</ErrorMessage>;
  if (patient.data === null) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('Patient Not Found')}</h1>
        <p className="mt-2 text-slate-700">
          {t('Patient')} {id} {t('not found')}
        </p>
        <Link href="/patients" className={buttonClasses('primary', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('Back to Patients')}
        </Link>
      </div>
    );
  }
  return <PatientRecord patient={patient.data} />;
}

function PatientRecord({ patient }: { patient: Patient }) {
  const readOnly = useRecordsReadOnly();
  const can = useCan();
  const name = fullName(patient);
  const none = 'Not provided';
  const children =
    patient.numberOfChildren === null && patient.maleChildren === 0 && patient.femaleChildren === 0
      ? none
      : `${patient.numberOfChildren ?? 0} total (${patient.maleChildren} male, ${patient.femaleChildren} female)`;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link href="/patients" className={BACK_LINK}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to Patients')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Avatar text={initialsOf(patient)} className="size-14 text-lg" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone="blue">{patient.patientId}</Badge>
              <span>
                {t('Registered')} {formatDate(patient.createdAt)}
              </span>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {can('data-export') ? <PatientExportButton patient={patient} /> : null}
          {readOnly ? null : (
            <>
              <Button variant="secondary" onClick={() => openPatientDialog(patient)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('Edit Patient')}
              </Button>
              <Link href={`/bills?patientId=${encodeURIComponent(patient.id)}`} className={buttonClasses('secondary')}>
                {t('Bills')}
              </Link>
              <Link href={`/reports?patientId=${encodeURIComponent(patient.id)}`} className={buttonClasses('primary')}>
                <FileText aria-hidden="true" className="size-4" />
                {t('Generate Report')}
              </Link>
            </>
          )}
        </div>
      </div>

      <Section title={t('Patient Details')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item term={t('Patient ID')} value={patient.patientId} />
          <Item term={t('Age')} value={ageText(patient, new Date())} />
          <Item
            term={t('Date of Birth')}
            value={patient.dateOfBirthEstimated ? 'Not known (age given)' : formatIsoDay(patient.dateOfBirth) || none}
          />
          <Item term={t('Gender')} value={genderLabel(patient.gender)} />
          <Item term={t('Phone')} value={patient.phone} />
          <Item term={t('Email')} value={patient.email ?? none} />
          <Item term={t('Address')} value={patient.address ?? none} wide />
          <Item term={t('Emergency Contact')} value={patient.emergencyContact ?? none} />
          <Item term={t('Emergency Phone')} value={patient.emergencyPhone ?? none} />
          <Item term={t('Referring Doctor')} value={patient.referringDoctorName ?? none} />
          <Item term={t('Spouse/Husband Name')} value={patient.spouseName ?? none} />
          <Item term={t('Aadhaar Number')} value={patient.aadhaarNumber ?? none} />
          <Item term={t('Living Children')} value={children} />
          <Item
            term={t('Consent Recorded')}
            value={patient.consentGivenAt ? formatDateTime(patient.consentGivenAt) : t('Not recorded')}
          />
          <Item
            term={t('Messages (reports, reminders)')}
            value={
              patient.messageConsentAt
                ? t('Agreed {time}', { time: formatDateTime(patient.messageConsentAt) })
                : t('Not agreed')
            }
          />
          <Item term={t('Last Updated')} value={formatDateTime(patient.updatedAt)} />
        </dl>
      </Section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title={t('Reports')}>
          <PatientReports patientId={patient.id} />
        </Section>
        <Section title={t('Payments')}>
          <PatientPayments patientId={patient.id} />
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="px-6 pt-5 pb-4 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {/* Every card's body is inset like its heading (the lists sat against the border). */}
        <div className="px-6 pb-6">{children}</div>
      </section>
    </Card>
  );
}

function Item({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{value}</dd>
    </div>
  );
}
