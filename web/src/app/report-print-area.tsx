import { Suspense } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const ReportPrintPage = lazyNamed(() =>
  import('../features/reports/print/report-print-page.tsx').then((m) => m.ReportPrintPage),
);

/** /reports/:id/print: signed in, gated like the reports screen, but without the shell, so the report prints alone. */
export function ReportPrintArea({ id }: { id: string }) {
  const auth = useAuth();
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.isAuthenticated) return <UnauthorizedRedirect />;
  return (
    <FeatureGate feature="reports" path={`/reports/${id}/print`}>
      <Suspense fallback={<FullScreenSpinner />}>
        <ReportPrintPage id={id} />
      </Suspense>
    </FeatureGate>
  );
}
