import { type ReactNode, Suspense } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { FeatureGate } from './feature-gate.tsx';
import { lazyNamed } from './lazy-named.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const FormFPrintPage = lazyNamed(() =>
  import('../features/formf/print/formf-print-page.tsx').then((m) => m.FormFPrintPage),
);
const FormGPrintPage = lazyNamed(() =>
  import('../features/formf/print/form-g-print-page.tsx').then((m) => m.FormGPrintPage),
);
const RegisterPrintPage = lazyNamed(() =>
  import('../features/formf/register/register-print-page.tsx').then((m) => m.RegisterPrintPage),
);

/** Signed in and gated like /pcpndt, but without the shell, so the document prints alone. */
function PcpndtPrintArea({ path, children }: { path: string; children: ReactNode }) {
  const auth = useAuth();
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.isAuthenticated) return <UnauthorizedRedirect />;
  return (
    <FeatureGate feature="pcpndt" path={path}>
      <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
    </FeatureGate>
  );
}

/** /pcpndt/:id/print: one Form F on A4 with 12 mm margins. */
export function FormFPrintArea({ id }: { id: string }) {
  return (
    <PcpndtPrintArea path={`/pcpndt/${id}/print`}>
      <FormFPrintPage id={id} />
    </PcpndtPrintArea>
  );
}

/** /pcpndt/:id/form-g: the Form G consent of that Form F's woman. */
export function FormGPrintArea({ id }: { id: string }) {
  return (
    <PcpndtPrintArea path={`/pcpndt/${id}/form-g`}>
      <FormGPrintPage id={id} />
    </PcpndtPrintArea>
  );
}

/** /pcpndt/register/:month: the month's register, A4 landscape. */
export function RegisterPrintArea({ month }: { month: string }) {
  return (
    <PcpndtPrintArea path={`/pcpndt/register/${month}`}>
      <RegisterPrintPage month={month} />
    </PcpndtPrintArea>
  );
}
