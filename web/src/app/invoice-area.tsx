import { Suspense } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { lazyNamed } from './lazy-named.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const InvoicePage = lazyNamed(() =>
  import('../features/subscription/invoice/invoice-page.tsx').then((m) => m.InvoicePage),
);

/**
 * /billing/invoices/:id: signed in, but without the shell, so the invoice prints alone on A4.
 * Billing is open in every subscription state (spec §4.1), so there is no feature gate.
 */
export function InvoiceArea({ id }: { id: string }) {
  const auth = useAuth();
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.isAuthenticated) return <UnauthorizedRedirect />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <InvoicePage id={id} />
    </Suspense>
  );
}
