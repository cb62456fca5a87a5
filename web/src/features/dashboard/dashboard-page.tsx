import { ClipboardList, FileClock, IndianRupee, ShieldCheck, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { formatCount } from '../../../../core/format/digits.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { t } from '../../lib/i18n.ts';
import { openPatientDialog } from '../../lib/patient-dialog-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { useDashboardStats } from './dashboard-api.ts';
import { DoctorUsgCard } from './doctor-usg-card.tsx';
import { PatientListReportDialog } from './patient-list-report-dialog.tsx';

/**
 * Dashboard Overview (clinical spec). Today's Schedule belongs to the studies feature and
 * is handed in by the app, which keeps features from importing each other.
 */
export function DashboardPage({ schedule }: { schedule: ReactNode }) {
  useDocumentTitle('Dashboard');
  const stats = useDashboardStats();
  const can = useCan();
  const [listReportOpen, setListReportOpen] = useState(false);
  const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Dashboard Overview')}</h1>
          <p className="mt-1 text-slate-600">{t("Monitor your clinic's performance and daily activity")}</p>
        </div>
        {can('insights') ? (
          <Button variant="secondary" onClick={() => setListReportOpen(true)}>
            <ClipboardList aria-hidden="true" className="size-4" />
            {t('Patient List Report')}
          </Button>
        ) : null}
      </div>

      <section
        aria-label={t('Clinic statistics')}
        className={`grid grid-cols-2 gap-2 sm:gap-4 ${can('insights') ? 'xl:grid-cols-4' : 'xl:grid-cols-3'}`}
      >
        <StatCard label={t("Today's Patients")} value={count(stats.data?.todayPatients)} icon={Users} />
        <StatCard
          label={t('Pending Reports')}
          value={count(stats.data?.pendingReports)}
          icon={FileClock}
          tone="amber"
        />
        <StatCard
          label={t('PCPNDT Forms')}
          value={count(stats.data?.pcpndtForms)}
          icon={ShieldCheck}
          tone="violet"
          hint={t('This month')}
        />
        {can('insights') ? (
          <StatCard
            label={t('Revenue')}
            value={stats.data?.revenue ? formatRupeeText(stats.data.revenue) : '—'}
            icon={IndianRupee}
            tone="green"
            hint={t('Month to date')}
          />
        ) : null}
      </section>
      {stats.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('The statistics could not be loaded. Please check your connection and try again.')}
        </p>
      ) : null}

      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long patient name in the
          schedule would otherwise widen the page past a 390 px phone (issue 22). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{schedule}</div>
        <div className="min-w-0 space-y-6">
          <DoctorUsgCard counts={stats.data?.doctorUsgCount ?? {}} />
          <QuickActions />
        </div>
      </div>

      {listReportOpen ? <PatientListReportDialog onClose={() => setListReportOpen(false)} /> : null}
    </div>
  );
}

function QuickActions() {
  return (
    <Card>
      <section aria-labelledby="quick-actions-title" className="px-6 py-5">
        <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
          {t('Quick Actions')}
        </h2>
        <div className="mt-4 grid gap-2">
          <Button variant="secondary" className="justify-start" onClick={() => openPatientDialog()}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('Register New Patient')}
          </Button>
          <Link href="/patients" className={buttonClasses('secondary', 'md', 'justify-start')}>
            <Users aria-hidden="true" className="size-4" />
            {t('View All Patients')}
          </Link>
        </div>
      </section>
    </Card>
  );
}
