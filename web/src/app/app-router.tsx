import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { STATIC_PAGES } from '../pages/public/static-pages.ts';
import { AppArea } from './app-area.tsx';
import { lazyNamed } from './lazy-named.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Every screen except the landing page loads on demand, so the first visit stays small.
const LoginPage = lazyNamed(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage));
const SignupPage = lazyNamed(() => import('../features/auth/signup-page.tsx').then((m) => m.SignupPage));
const ForgotPasswordPage = lazyNamed(() =>
  import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyNamed(() =>
  import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const VerifyEmailPage = lazyNamed(() =>
  import('../features/auth/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
const AcceptInvitationPage = lazyNamed(() =>
  import('../features/auth/accept-invitation-page.tsx').then((m) => m.AcceptInvitationPage),
);
const SubscriptionPage = lazyNamed(() =>
  import('../features/subscription/subscription-page.tsx').then((m) => m.SubscriptionPage),
);
const InvoiceArea = lazyNamed(() => import('./invoice-area.tsx').then((m) => m.InvoiceArea));
const BillPrintArea = lazyNamed(() => import('./bill-print-area.tsx').then((m) => m.BillPrintArea));
const ReceiptArea = lazyNamed(() => import('./receipt-area.tsx').then((m) => m.ReceiptArea));
const ReportPrintArea = lazyNamed(() => import('./report-print-area.tsx').then((m) => m.ReportPrintArea));
const FormFPrintArea = lazyNamed(() => import('./formf-print-area.tsx').then((m) => m.FormFPrintArea));
const FormGPrintArea = lazyNamed(() => import('./formf-print-area.tsx').then((m) => m.FormGPrintArea));
const RegisterPrintArea = lazyNamed(() => import('./formf-print-area.tsx').then((m) => m.RegisterPrintArea));
const VerifyReportPage = lazyNamed(() =>
  import('../pages/public/verify-report-page.tsx').then((m) => m.VerifyReportPage),
);
const SharedReportPage = lazyNamed(() =>
  import('../pages/public/shared-report-page.tsx').then((m) => m.SharedReportPage),
);
const StaticPage = lazyNamed(() => import('../pages/public/static-page.tsx').then((m) => m.StaticPage));

const STATIC_ROUTES = STATIC_PAGES.flatMap((page) => page.paths.map((path) => ({ path, page })));

/** The route table of spec §2.1. Signed-in screens (and /, and unknown paths) go to AppArea. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignupPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/accept-invitation" component={AcceptInvitationPage} />
          <Route path="/verify/:code">{(params) => <VerifyReportPage code={params.code} />}</Route>
          <Route path="/shared-report/:token">{(params) => <SharedReportPage token={params.token} />}</Route>
          <Route path="/shared-bill/:token">
            {(params) => <SharedReportPage token={params.token} document="bill" />}
          </Route>
          <Route path="/subscription" component={SubscriptionPage} />
          <Route path="/billing/invoices/:id">{(params) => <InvoiceArea id={params.id} />}</Route>
          <Route path="/bills/:id/print">{(params) => <BillPrintArea id={params.id} />}</Route>
          <Route path="/payments/:id/receipt">{(params) => <ReceiptArea id={params.id} />}</Route>
          <Route path="/reports/:id/print">{(params) => <ReportPrintArea id={params.id} />}</Route>
          <Route path="/pcpndt/:id/print">{(params) => <FormFPrintArea id={params.id} />}</Route>
          <Route path="/pcpndt/:id/form-g">{(params) => <FormGPrintArea id={params.id} />}</Route>
          <Route path="/pcpndt/register/:month">{(params) => <RegisterPrintArea month={params.month} />}</Route>
          {STATIC_ROUTES.map(({ path, page }) => (
            <Route key={path} path={path}>
              <StaticPage page={page} />
            </Route>
          ))}
          <Route>
            <AppArea />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
