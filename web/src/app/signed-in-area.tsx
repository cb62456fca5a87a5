import { Suspense } from 'react';
import { AreaSpinner } from '../components/ui/spinner.tsx';
import { AppShell } from './app-shell.tsx';
import { DashboardExpiryWarning } from './dashboard-expiry-warning.tsx';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import type { ProtectedRoute, ScreenId } from './protected-routes.ts';

const PlaceholderScreen = lazyNamed(() =>
  import('../features/placeholders/placeholder-screen.tsx').then((m) => m.PlaceholderScreen),
);
const BillingPage = lazyNamed(() =>
  import('../features/subscription/billing/billing-page.tsx').then((m) => m.BillingPage),
);

function Screen({ screen }: { screen: ScreenId }) {
  if (screen === 'billing') return <BillingPage />;
  return (
    <>
      {screen === 'dashboard' ? <DashboardExpiryWarning /> : null}
      <PlaceholderScreen screen={screen} />
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
    </AppShell>
  );
}
