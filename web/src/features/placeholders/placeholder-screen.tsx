import { Inbox } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * The signed-in screens before their own issues build them: each shows its title inside the
 * shell, so navigation, gating and the shell can be used and tested end to end.
 */
type ScreenId = 'dashboard' | 'patients' | 'reports' | 'pcpndt' | 'payments' | 'billing' | 'settings';

const SCREENS: Record<ScreenId, { title: string; subtitle: string; empty: string }> = {
  dashboard: {
    title: 'Dashboard Overview',
    subtitle: "Monitor your clinic's performance and daily activity",
    empty: 'No activity recorded today.',
  },
  patients: {
    title: 'Patient Management',
    subtitle: 'Register patients and keep their records up to date',
    empty: 'No patients to show.',
  },
  reports: {
    title: 'Reports',
    subtitle: 'Create, review and print ultrasound reports',
    empty: 'No reports to show.',
  },
  pcpndt: {
    title: 'Patient History',
    subtitle: 'PCPNDT Form F records and past studies',
    empty: 'No records to show.',
  },
  payments: {
    title: 'Payment Management',
    subtitle: 'Record and track patient payments',
    empty: 'No payments to show.',
  },
  billing: {
    title: 'Billing & Subscription',
    subtitle: 'Your plan, usage and invoices',
    empty: 'No invoices to show.',
  },
  settings: {
    title: 'Settings',
    subtitle: 'Your account and USG centre information',
    empty: 'Account and centre details are managed here.',
  },
};

export function PlaceholderScreen({ screen }: { screen: ScreenId }) {
  const { title, subtitle, empty } = SCREENS[screen];
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{subtitle}</p>
      <Card className="mt-6 flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
        <Inbox aria-hidden="true" className="size-10 text-slate-400" />
        <p className="text-slate-700">{empty}</p>
      </Card>
    </div>
  );
}
