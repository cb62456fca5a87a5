import { Suspense } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const ReceiptPage = lazyNamed(() => import('../features/payments/receipt/receipt-page.tsx').then((m) => m.ReceiptPage));

/**
 * /payments/:id/receipt: signed in, but without the shell, so the receipt prints alone. Unlike
 * invoices, receipts belong to the gated payments feature (spec §4.1).
 */
export function ReceiptArea({ id }: { id: string }) {
  const auth = useAuth();
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.isAuthenticated) return <UnauthorizedRedirect />;
  return (
    <FeatureGate feature="payments" path={`/payments/${id}/receipt`}>
      <Suspense fallback={<FullScreenSpinner />}>
        <ReceiptPage id={id} />
      </Suspense>
    </FeatureGate>
  );
}
