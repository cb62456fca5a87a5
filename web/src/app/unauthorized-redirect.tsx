import { useEffect } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { t } from '../lib/i18n.ts';
import { navigateTo } from '../lib/navigate.ts';
import { ACCESS_REDIRECT_DELAY_MS } from '../lib/redirect-delay.ts';
import { toast } from '../lib/toast-store.ts';

/** A signed-out visit to a signed-in screen: notice, then the login screen (spec §8). */
export function UnauthorizedRedirect() {
  useEffect(() => {
    toast({
      title: t('Unauthorized'),
      description: t('You are logged out. Logging in again...'),
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigateTo('/login', { replace: true }), ACCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <FullScreenSpinner />;
}
