import { Suspense } from 'react';
import { AreaSpinner } from '../components/ui/spinner.tsx';
import { ErrorMessage } from '../components/ui/state-message.tsx';
import { MarkPregnantPrompt } from '../features/reports/form/mark-pregnant-prompt.tsx';
import { t } from '../lib/i18n.ts';
import { useCan } from '../lib/use-permissions.ts';
import { AppShell } from './app-shell.tsx';
import { DashboardExpiryWarning } from './dashboard-expiry-warning.tsx';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import { PatientDialogHost } from './patient-dialog-host.tsx';
import type { ProtectedRoute, ScreenId } from './protected-routes.ts';
import { ReadOnlyBanner } from './read-only-banner.tsx';

const PlaceholderScreen = lazyNamed(() =>
  import('../features/placeholders/placeholder-screen.tsx').then((m) => m.PlaceholderScreen),
);
const BillingPage = lazyNamed(() =>
  import('../features/subscription/billing/billing-page.tsx').then((m) => m.BillingPage),
);
const DashboardScreen = lazyNamed(() => import('./dashboard-screen.tsx').then((m) => m.DashboardScreen));
const PatientsScreen = lazyNamed(() =>
  import('../features/patients/patients-screen.tsx').then((m) => m.PatientsScreen),
);
const ReportsScreen = lazyNamed(() => import('./reports-screen.tsx').then((m) => m.ReportsScreen));
const PaymentsPage = lazyNamed(() => import('../features/payments/payments-page.tsx').then((m) => m.PaymentsPage));
const BillingDeskScreen = lazyNamed(() =>
  import('../features/billing-desk/billing-desk-screen.tsx').then((m) => m.BillingDeskScreen),
);
const PcpndtScreen = lazyNamed(() => import('./pcpndt-screen.tsx').then((m) => m.PcpndtScreen));
const AnalyticsPage = lazyNamed(() => import('../features/analytics/analytics-page.tsx').then((m) => m.AnalyticsPage));
const ActivityPage = lazyNamed(() => import('../features/activity/activity-page.tsx').then((m) => m.ActivityPage));
const TeamPage = lazyNamed(() => import('../features/team/team-page.tsx').then((m) => m.TeamPage));
const CentresPage = lazyNamed(() => import('../features/centres/centres-page.tsx').then((m) => m.CentresPage));
const BillingAdminPage = lazyNamed(() =>
  import('../features/billing-admin/billing-admin-page.tsx').then((m) => m.BillingAdminPage),
);
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage));

function Screen({ screen, view }: { screen: ScreenId; view?: ProtectedRoute['view'] }) {
  if (view === 'activity') return <ActivityPage />;
  if (view === 'centres') return <CentresPage />;
  if (view === 'team') return <TeamPage />;
  if (view === 'billing-admin') return <BillingAdminPage />;
  if (view === 'billing-desk') return <BillingDeskScreen />;
  if (screen === 'billing') return <BillingScreen />;
  if (screen === 'patients') return <PatientsScreen />;
  if (screen === 'payments') return <PaymentsPage />;
  if (screen === 'reports') return <ReportsScreen />;
  if (screen === 'pcpndt') return <PcpndtScreen />;
  if (screen === 'settings') return <SettingsPage />;
  if (screen === 'analytics') return <AnalyticsPage />;
  return (
    <>
      {screen === 'dashboard' ? <DashboardExpiryWarning /> : null}
      {screen === 'dashboard' ? <DashboardScreen /> : <PlaceholderScreen screen={screen} />}
    </>
  );
}

/** Billing is the administrator's (issue 15): other roles see why instead of failing calls. */
function BillingScreen() {
  const can = useCan();
  if (!can('billing')) return <ErrorMessage>{t('Only administrators can manage billing and plans.')}</ErrorMessage>;
  return <BillingPage />;
}

/** The shell with the gated screen; a separate chunk so anonymous visitors never download it. */
export function SignedInArea({ route, path }: { route: ProtectedRoute; path: string }) {
  return (
    <AppShell>
      <FeatureGate feature={route.screen} path={path} banner={(reason) => <ReadOnlyBanner reason={reason} />}>
        <Suspense fallback={<AreaSpinner />}>
          <Screen screen={route.screen} view={route.view} />
        </Suspense>
      </FeatureGate>
      <PatientDialogHost />
      {/* Here, not beside the toasts in app.tsx: its dialog must stay out of the landing page's
          JavaScript. Its ask lives in a module store, so it outlives the screen that saved. */}
      <MarkPregnantPrompt />
    </AppShell>
  );
}
