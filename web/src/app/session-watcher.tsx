import { useEffect } from 'react';
import { clearAuthToken } from '../lib/auth-token.ts';
import { t } from '../lib/i18n.ts';
import { forgetSession, revokeSession } from '../lib/logout.ts';
import { navigateTo } from '../lib/navigate.ts';
import { toast } from '../lib/toast-store.ts';
import { useAuth } from '../lib/use-auth.ts';

// Spec §4.3 and §9. The server expires idle sessions after the same 30 minutes.
const SESSION_TIMEOUT_MS = 30 * 60_000;
const WARNING_BEFORE_MS = 5 * 60_000;
const CHECK_EVERY_MS = 60_000;
const LOGOUT_REDIRECT_DELAY_MS = 1000;
const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'] as const;

/** Signs the user out after 30 minutes without activity, warning in the last 5 minutes. */
export function SessionWatcher() {
  const { isAuthenticated } = useAuth();

  useEffect(() => {
    if (!isAuthenticated) return;
    let lastActivity = Date.now();
    let ended = false;
    const onActivity = () => {
      lastActivity = Date.now();
    };
    // Capture phase: scroll does not bubble, and inner handlers may stop propagation.
    const listenerOptions = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, listenerOptions);

    const interval = setInterval(() => {
      if (ended) return;
      const remaining = SESSION_TIMEOUT_MS - (Date.now() - lastActivity);
      if (remaining <= 0) {
        ended = true;
        expireSession();
      } else if (remaining <= WARNING_BEFORE_MS) {
        const minutes = Math.ceil(remaining / 60_000);
        toast({
          title: t('Session Warning'),
          // The spec's own words (accounts spec §8), 'minute(s)' and all.
          description: t('Your session will expire in {count} minute(s) due to inactivity.', { count: minutes }),
        });
      }
    }, CHECK_EVERY_MS);

    return () => {
      clearInterval(interval);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, listenerOptions);
    };
  }, [isAuthenticated]);

  return null;
}

function expireSession(): void {
  toast({
    title: t('Session Expired'),
    description: t('You have been logged out due to inactivity.'),
    variant: 'destructive',
  });
  void revokeSession();
  // The local sign-out waits for the redirect, so the screen being left does not first show
  // its own "Unauthorized" notice over this one.
  setTimeout(() => {
    navigateTo('/login', { replace: true });
    forgetSession();
    clearAuthToken();
  }, LOGOUT_REDIRECT_DELAY_MS);
}
