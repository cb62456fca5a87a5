import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getCurrentToast, subscribeToasts } from '../../lib/toast-store.ts';

const ToastView = lazy(() => import('./toast-view.tsx').then((m) => ({ default: m.ToastView })));

/**
 * Radix Toast is loaded after the first paint (or at the first toast, if sooner), which keeps
 * it out of the landing page's critical bundle. The store queues nothing: the current toast is
 * simply shown once the view arrives.
 */
export function Toaster() {
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => getCurrentToast() !== null,
    () => false,
  );
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);

  if (!idle && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
