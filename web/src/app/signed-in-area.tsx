import { Suspense } from 'react';
import { AreaSpinner } from '../components/ui/spinner.tsx';
import { AppShell } from './app-shell.tsx';
import { DashboardExpiryWarning } from './dashboard-expiry-warning.tsx';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import { PatientDialogHost } from './patient-dialog-host.tsx';
import type { ProtectedRoute, ScreenId } from './protected-routes.ts';

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
const PcpndtScreen = lazyNamed(() => import('./pcpndt-screen.tsx').then((m) => m.PcpndtScreen));
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage));

function Screen({ screen }: { screen: ScreenId }) {
  if (screen === 'billing') return <BillingPage />;
  if (screen === 'patients') return <PatientsScreen />;
  if (screen === 'payments') return <PaymentsPage />;
  if (screen === 'reports') return <ReportsScreen />;
  if (screen === 'pcpndt') return <PcpndtScreen />;
  if (screen === 'settings') return <SettingsPage />;
  return (
    <>
      {screen === 'dashboard' ? <DashboardExpiryWarning /> : null}
      {screen === 'dashboard' ? <DashboardScreen /> : <PlaceholderScreen screen={screen} />}
    </>
  );
}

/** The shell with the gated screen; a separate chunk so anonymous visitors never download it. */
export function SignedInArea({ route, path }: { route: ProtectedRoute; path: string }) {
  return (
    <AppShell>
      <FeatureGate feature={route.screen} path={path}>
        <Suspense fallback={<AreaSpinner />}>
          <Screen screen={route.screen} />
        </Suspense>
      </FeatureGate>
      <PatientDialogHost />
    </AppShell>
  );
}
