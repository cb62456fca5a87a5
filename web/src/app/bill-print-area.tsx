import { Suspense } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const BillPrintPage = lazyNamed(() =>
  import('../features/billing-desk/bill-print-page.tsx').then((m) => m.BillPrintPage),
);

/** /bills/:id/print: signed in, without the shell, so the bill prints alone; gated like payments. */
export function BillPrintArea({ id }: { id: string }) {
  const auth = useAuth();
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.isAuthenticated) return <UnauthorizedRedirect />;
  return (
    <FeatureGate feature="payments" path={`/bills/${id}/print`}>
      <Suspense fallback={<FullScreenSpinner />}>
        <BillPrintPage id={id} />
      </Suspense>
    </FeatureGate>
  );
}
