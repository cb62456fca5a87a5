import { useLocation } from 'wouter';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/use-auth.ts';
import { LandingPage } from '../pages/public/landing-page.tsx';
import { NotFoundPage } from '../pages/public/not-found-page.tsx';
import { lazyNamed } from './lazy-named.ts';
import { findProtectedRoute } from './protected-routes.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const SignedInArea = lazyNamed(() => import('./signed-in-area.tsx').then((m) => m.SignedInArea));

/**
 * Everything the public routes did not match: the landing page or dashboard at /, the
 * signed-in screens, and the 404 page. SignedInArea stays mounted while moving between
 * signed-in screens, so the shell does not flicker.
 */
export function AppArea() {
  const [location] = useLocation();
  const route = findProtectedRoute(location);
  const auth = useAuth();

  if (!route) return <NotFoundPage />;
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.isAuthenticated) return location === '/' ? <LandingPage /> : <UnauthorizedRedirect />;
  return <SignedInArea route={route} path={location} />;
}
