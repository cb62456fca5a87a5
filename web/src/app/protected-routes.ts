import type { FeatureId } from '../../../core/subscriptions/gating.ts';

/** The signed-in screens of spec §2.1, each guarded by its feature id (spec §4.1). */
export type ScreenId = Exclude<FeatureId, 'subscription'>;

export interface ProtectedRoute {
  paths: readonly string[];
  /** Paths with a parameter, such as one patient's record at /patients/:id. */
  patterns?: readonly RegExp[];
  screen: ScreenId;
  /** A second screen under the same feature gate. */
  view?: 'team' | 'activity' | 'centres' | 'billing-admin' | 'billing-desk';
}

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { paths: ['/', '/dashboard'], screen: 'dashboard' },
  { paths: ['/patients'], patterns: [/^\/patients\/[^/]+$/], screen: 'patients' },
  { paths: ['/analytics'], screen: 'analytics' },
  { paths: ['/reports'], screen: 'reports' },
  { paths: ['/pcpndt'], screen: 'pcpndt' },
  { paths: ['/payments'], screen: 'payments' },
  { paths: ['/billing-admin'], screen: 'payments', view: 'billing-admin' },
  { paths: ['/front-desk', '/bills'], patterns: [/^\/bills\/[^/]+$/], screen: 'payments', view: 'billing-desk' },
  { paths: ['/billing'], screen: 'billing' },
  { paths: ['/settings'], screen: 'settings' },
  // The activity log is part of the clinic's settings (gated like them); its own page.
  { paths: ['/activity'], screen: 'settings', view: 'activity' },
  // Team management is gated with clinic settings; the page itself is for administrators.
  { paths: ['/team'], screen: 'settings', view: 'team' },
  // The organisation's centres (issue 18), gated with settings; for organisation admins.
  { paths: ['/centres'], screen: 'settings', view: 'centres' },
];

export function findProtectedRoute(path: string): ProtectedRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PROTECTED_ROUTES.find(
    (route) =>
      route.paths.includes(normalised) || (route.patterns?.some((pattern) => pattern.test(normalised)) ?? false),
  );
}
