import { Suspense } from 'react';
import { AreaSpinner } from '../components/ui/spinner.tsx';
import { AppShell } from './app-shell.tsx';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import type { ProtectedRoute } from './protected-routes.ts';

const PlaceholderScreen = lazyNamed(() =>
  import('../features/placeholders/placeholder-screen.tsx').then((m) => m.PlaceholderScreen),
);

/** The shell with the gated screen; a separate chunk so anonymous visitors never download it. */
export function SignedInArea({ route, path }: { route: ProtectedRoute; path: string }) {
  return (
    <AppShell>
      <FeatureGate feature={route.screen} path={path}>
        <Suspense fallback={<AreaSpinner />}>
          <PlaceholderScreen screen={route.screen} />
        </Suspense>
      </FeatureGate>
    </AppShell>
  );
}
