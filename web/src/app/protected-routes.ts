import type { FeatureId } from '../../../core/subscriptions/gating.ts';

/** The signed-in screens of spec §2.1, each guarded by its feature id (spec §4.1). */
export type ScreenId = Exclude<FeatureId, 'subscription'>;

export interface ProtectedRoute {
  paths: readonly string[];
  /** Paths with a parameter, such as one patient's record at /patients/:id. */
  patterns?: readonly RegExp[];
  screen: ScreenId;
}

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { paths: ['/', '/dashboard'], screen: 'dashboard' },
  { paths: ['/patients'], patterns: [/^\/patients\/[^/]+$/], screen: 'patients' },
  { paths: ['/reports'], screen: 'reports' },
  { paths: ['/pcpndt'], screen: 'pcpndt' },
  { paths: ['/payments'], screen: 'payments' },
  { paths: ['/billing'], screen: 'billing' },
  { paths: ['/settings'], screen: 'settings' },
];

export function findProtectedRoute(path: string): ProtectedRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PROTECTED_ROUTES.find(
    (route) =>
      route.paths.includes(normalised) || (route.patterns?.some((pattern) => pattern.test(normalised)) ?? false),
  );
}
